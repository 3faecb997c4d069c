import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { TeamInsights } from '@shared/schemas/insights';
import { DownloadButton } from '../../../components/download-button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { backTo } from '../../../hooks/use-return-to';
import type { InsightsPeriod } from '../api/keys';
import { teamInsightsCsvHref, type TeamInsightsTable, useTeamInsights } from '../api/get-team-insights';
import { AboutFigures } from './about-figures';
import { FIGURE_COLUMNS } from './figures';
import { InsightsBody, periodText } from './insights-states';
import { insightsSearch, useInsightsUrlState } from './insights-url-state';
import { isRefusal, PeriodBar } from './period-bar';
import { TeamFigures } from './team-figures';
import { TeamMeetingsTable } from './team-meetings-table';
import { TeamTasksTable } from './team-tasks-table';

interface TeamInsightsScreenProps {
  title: string;
  teamId: string;
}

/**
 * /insights/team/{teamId}: one team's figures over the period (kept in the URL, as on Insights, where its
 * back link returns), its meetings held and the tasks the figures count, each list also as a download.
 */
export function TeamInsightsScreen({ title, teamId }: TeamInsightsScreenProps) {
  const state = useInsightsUrlState();
  const { period } = state;
  const insights = useTeamInsights(teamId, period);
  const data = insights.isError ? undefined : insights.data;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={title}
        subtitle={data?.Team.TeamName}
        back={backTo(`${paths.insights.path}${insightsSearch({ ...state, view: 'school' })}`)}
      />
      <PeriodBar
        period={period}
        shown={data}
        onChange={state.setPeriod}
        onReset={state.resetPeriod}
        error={insights.error}
      />
      <InsightsBody
        query={insights}
        loadingLabel="Loading the team's figures"
        announce={(answer) => `${answer.Team.TeamName}, ${periodText(answer)}`}
      >
        {(answer) => <TeamInsightsContent insights={answer} teamId={teamId} period={period} />}
      </InsightsBody>
      {!isRefusal(insights.error) && <AboutFigures columns={FIGURE_COLUMNS} />}
    </Stack>
  );
}

interface TeamInsightsContentProps {
  insights: TeamInsights;
  teamId: string;
  period: InsightsPeriod;
}

function TeamInsightsContent({ insights, teamId, period }: TeamInsightsContentProps) {
  const download = (table: TeamInsightsTable, what: string, rows: number) =>
    rows > 0 && (
      <DownloadButton
        href={teamInsightsCsvHref(teamId, table, period)}
        label="Download CSV"
        accessibleName={`Download CSV of ${what}`}
      />
    );
  return (
    <Stack spacing={4}>
      <TeamFigures figures={insights.Team} label={`Figures for ${periodText(insights)}`} />
      <ListSection
        title="Meetings held"
        download={download('meetings', 'the meetings held', insights.Meetings.length)}
      >
        <TeamMeetingsTable meetings={insights.Meetings} linked={insights.AllowedToOpenRecords} />
      </ListSection>
      <ListSection title="Tasks" download={download('tasks', 'the tasks', insights.Tasks.length)}>
        <TeamTasksTable tasks={insights.Tasks} linked={insights.AllowedToOpenRecords} />
      </ListSection>
    </Stack>
  );
}

interface ListSectionProps {
  title: string;
  download: ReactNode;
  children: ReactNode;
}

/** One of the team's lists under its heading, with its download beside the heading. */
function ListSection({ title, download, children }: ListSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} component="h2" variant="h2">
          {title}
        </Typography>
        {download}
      </Stack>
      {children}
    </Stack>
  );
}
