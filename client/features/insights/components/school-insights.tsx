import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SchoolInsights as SchoolInsightsAnswer } from '@shared/schemas/insights';
import { DownloadButton } from '../../../components/download-button';
import { EmptyState } from '../../../components/empty-state';
import { href, paths } from '../../../config/paths';
import { schoolInsightsCsvHref, useSchoolInsights } from '../api/get-school-insights';
import { AboutFigures } from './about-figures';
import { FIGURE_COLUMNS } from './figures';
import { FiguresTable } from './figures-table';
import { InsightsBody, periodText } from './insights-states';
import { insightsSearch, type InsightsUrlState } from './insights-url-state';
import { isRefusal, PeriodBar } from './period-bar';
import { TasksChartPanel } from './tasks-chart-panel';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The school's view: a row per team (each opening the team's insights), the total, and the chart. */
export function SchoolInsights({ state }: { state: InsightsUrlState }) {
  const { period } = state;
  const insights = useSchoolInsights(period);
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
          data.Teams.length > 0 && (
            <DownloadButton
              href={schoolInsightsCsvHref(period)}
              label="Download CSV"
              accessibleName="Download CSV of the teams table"
            />
          )
        }
      />
      <InsightsBody
        query={insights}
        loadingLabel="Loading the figures"
        announce={(answer) => `${count(answer.Teams.length, 'team', 'teams')}, ${periodText(answer)}`}
      >
        {(answer) => <SchoolFigures insights={answer} search={insightsSearch(period)} />}
      </InsightsBody>
      {!isRefusal(insights.error) && <AboutFigures columns={FIGURE_COLUMNS} />}
    </Stack>
  );
}

function SchoolFigures({ insights, search }: { insights: SchoolInsightsAnswer; search: string }) {
  if (insights.Teams.length === 0) {
    return <EmptyState message="There are no teams to show yet. Teams appear here once they are set up." />;
  }
  const rows = insights.Teams.map((team) => ({
    key: team.TeamId,
    name: team.TeamName,
    to: `${href(paths.teamInsights, { teamId: team.TeamId })}${search}`,
    figures: team,
  }));
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, xl: 8 }} sx={{ minWidth: 0 }}>
        <FiguresTable
          title={`${insights.SchoolName} teams, ${periodText(insights)}`}
          nameHeading="Team"
          rows={rows}
          totals={insights.Totals}
          columns={FIGURE_COLUMNS}
        />
      </Grid>
      <Grid size={{ xs: 12, xl: 4 }} sx={{ minWidth: 0 }}>
        <TasksChartPanel
          nameHeading="Team"
          rows={insights.Teams.map((team) => ({
            key: team.TeamId,
            name: team.TeamName,
            completed: team.TasksCompleted,
            overdue: team.TasksOverdue,
          }))}
        />
      </Grid>
    </Grid>
  );
}
