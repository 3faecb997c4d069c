import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { DistrictInsights as DistrictInsightsAnswer, SchoolInsightRow } from '@shared/schemas/insights';
import { DownloadButton } from '../../../components/download-button';
import { EmptyState } from '../../../components/empty-state';
import { districtInsightsCsvHref, useDistrictInsights } from '../api/get-district-insights';
import { AboutFigures } from './about-figures';
import { FIGURE_COLUMNS, type FigureColumn } from './figures';
import { FiguresTable } from './figures-table';
import { InsightsBody, periodText } from './insights-states';
import type { InsightsUrlState } from './insights-url-state';
import { isRefusal, PeriodBar } from './period-bar';
import { TasksChartPanel } from './tasks-chart-panel';

type SchoolFigures = Omit<SchoolInsightRow, 'LocationId' | 'SchoolName'>;

const TEAMS_COLUMN: FigureColumn<SchoolFigures> = {
  id: 'teams',
  label: 'Teams',
  meaning: 'The teams of each school.',
  sortValue: (school) => school.TeamCount,
  text: (school) => String(school.TeamCount),
};
const DISTRICT_COLUMNS: readonly FigureColumn<SchoolFigures>[] = [TEAMS_COLUMN, ...FIGURE_COLUMNS];

/** The district's view (super admins): a row per school, its teams added up, and the total. */
export function DistrictInsights({ state }: { state: InsightsUrlState }) {
  const { period } = state;
  const insights = useDistrictInsights(period);
  const data = insights.isError ? undefined : insights.data;
  return (
    <Stack spacing={3}>
      <PeriodBar
        period={period}
        shown={data}
        onChange={state.setPeriod}
        onReset={state.resetPeriod}
        error={insights.error}
        download={
          data &&
          data.Schools.length > 0 && (
            <DownloadButton
              href={districtInsightsCsvHref(period)}
              label="Download CSV"
              accessibleName="Download CSV of the schools table"
            />
          )
        }
      />
      <InsightsBody
        query={insights}
        loadingLabel="Loading the figures"
        announce={(answer) =>
          `${answer.Schools.length} ${answer.Schools.length === 1 ? 'school' : 'schools'}, ${periodText(answer)}`
        }
      >
        {(answer) => <DistrictFigures insights={answer} />}
      </InsightsBody>
      {!isRefusal(insights.error) && <AboutFigures columns={DISTRICT_COLUMNS} />}
    </Stack>
  );
}

function DistrictFigures({ insights }: { insights: DistrictInsightsAnswer }) {
  if (insights.Schools.length === 0) return <EmptyState message="There are no schools to show yet." />;
  const totals: SchoolFigures = {
    ...insights.Totals,
    TeamCount: insights.Schools.reduce((sum, school) => sum + school.TeamCount, 0),
  };
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, xl: 8 }} sx={{ minWidth: 0 }}>
        <FiguresTable
          title={`Schools, ${periodText(insights)}`}
          nameHeading="School"
          rows={insights.Schools.map((school) => ({
            key: school.LocationId,
            name: school.SchoolName,
            figures: school,
          }))}
          totals={totals}
          columns={DISTRICT_COLUMNS}
        />
      </Grid>
      <Grid size={{ xs: 12, xl: 4 }} sx={{ minWidth: 0 }}>
        <TasksChartPanel
          nameHeading="School"
          rows={insights.Schools.map((school) => ({
            key: school.LocationId,
            name: school.SchoolName,
            completed: school.TasksCompleted,
            overdue: school.TasksOverdue,
          }))}
        />
      </Grid>
    </Grid>
  );
}
