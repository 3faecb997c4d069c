import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SchoolInsights as SchoolInsightsAnswer } from '@shared/schemas/insights';
import { EmptyState } from '../../../components/empty-state';
import { href, paths } from '../../../config/paths';
import { schoolInsightsCsvHref, useSchoolInsights } from '../api/get-school-insights';
import { FIGURE_COLUMNS } from './figures';
import { FiguresWithChart } from './figures-with-chart';
import { periodText } from './insights-states';
import { InsightsView } from './insights-view';
import { insightsSearch, type InsightsUrlState } from './insights-url-state';

/**
 * The school's view: a row per team (each opening the team's insights), the total, and the chart; for a
 * super admin, another school of the district drilled into from the district's view.
 */
export function SchoolInsights({ state }: { state: InsightsUrlState }) {
  return (
    <InsightsView
      state={state}
      query={useSchoolInsights(state.period, state.school)}
      rowsOf={(answer) => answer.Teams.length}
      rowName={{ one: 'team', many: 'teams' }}
      csvHref={schoolInsightsCsvHref(state.period, state.school)}
      table="teams"
      columns={FIGURE_COLUMNS}
    >
      {(answer) => <SchoolFigures insights={answer} state={state} />}
    </InsightsView>
  );
}

function SchoolFigures({ insights, state }: { insights: SchoolInsightsAnswer; state: InsightsUrlState }) {
  if (insights.Teams.length === 0) {
    return <EmptyState message="There are no teams to show yet. Teams appear here once they are set up." />;
  }
  const rows = insights.Teams.map((team) => ({
    key: team.TeamId,
    name: team.TeamName,
    to: `${href(paths.teamInsights, { teamId: team.TeamId })}${insightsSearch({ ...state, view: 'school' })}`,
    figures: team,
  }));
  const figures = (
    <FiguresWithChart
      title={`${insights.SchoolName} teams, ${periodText(insights)}`}
      nameHeading="Team"
      rows={rows}
      totals={insights.Totals}
      columns={FIGURE_COLUMNS}
      state={state}
    />
  );
  if (!insights.IsOtherSchool) return figures;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        {insights.SchoolName} is another school of the district: its teams' figures open here, their meetings
        and tasks only to the school's own staff.{' '}
        <Link
          component={RouterLink}
          to={`${paths.insights.path}${insightsSearch({ period: state.period, view: 'district' })}`}
        >
          Back to all schools
        </Link>
      </Typography>
      {figures}
    </Stack>
  );
}
