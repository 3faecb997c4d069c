import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { PageHeader } from '../../../components/page-header';
import { DistrictInsights } from './district-insights';
import { type InsightsView, useInsightsUrlState } from './insights-url-state';
import { SchoolInsights } from './school-insights';

const VIEWS: { value: InsightsView; label: string }[] = [
  { value: 'school', label: 'School' },
  { value: 'district', label: 'District' },
];

interface InsightsScreenProps {
  title: string;
  /** The session's AllowedToViewDistrictInsights: the District tab (super admins). */
  canSeeDistrict: boolean;
}

/**
 * /insights: how the school's teams work over a period (admins every team, leads their own), and for super
 * admins a District tab of every school. The period and the tab live in the URL.
 */
export function InsightsScreen({ title, canSeeDistrict }: InsightsScreenProps) {
  const idPrefix = useId();
  const state = useInsightsUrlState();
  const view = canSeeDistrict ? state.view : 'school';
  const content = view === 'district' ? <DistrictInsights state={state} /> : <SchoolInsights state={state} />;
  return (
    <Stack spacing={3}>
      <PageHeader title={title} subtitle="How teams are doing with meetings, tasks and goals." />
      {canSeeDistrict ? (
        <Box>
          <Tabs
            value={view}
            onChange={(_event, next: InsightsView) => state.setView(next)}
            aria-label="Insights for"
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {VIEWS.map((each) => (
              <Tab
                key={each.value}
                value={each.value}
                label={each.label}
                id={`${idPrefix}-tab-${each.value}`}
                aria-controls={`${idPrefix}-panel`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${view}`}>
            {content}
          </Box>
        </Box>
      ) : (
        content
      )}
    </Stack>
  );
}
