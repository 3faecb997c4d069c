import type { DistrictInsights as DistrictInsightsAnswer, SchoolInsightRow } from '@shared/schemas/insights';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { districtInsightsCsvHref, useDistrictInsights } from '../api/get-district-insights';
import { FIGURE_COLUMNS, type FigureColumn } from './figures';
import { FiguresWithChart } from './figures-with-chart';
import { periodText } from './insights-states';
import { InsightsView } from './insights-view';
import { insightsSearch, type InsightsUrlState } from './insights-url-state';

type SchoolFigures = Omit<SchoolInsightRow, 'LocationId' | 'SchoolName'>;

const TEAMS_COLUMN: FigureColumn<SchoolFigures> = {
  id: 'teams',
  label: 'Teams',
  meaning: 'The teams of each school.',
  sortValue: (school) => school.TeamCount,
  text: (school) => String(school.TeamCount),
};
const DISTRICT_COLUMNS: readonly FigureColumn<SchoolFigures>[] = [TEAMS_COLUMN, ...FIGURE_COLUMNS];

/** The district's view (super admins): a row per school (each opening its teams), added up, and the total. */
export function DistrictInsights({ state }: { state: InsightsUrlState }) {
  return (
    <InsightsView
      state={state}
      query={useDistrictInsights(state.period)}
      rowsOf={(answer) => answer.Schools.length}
      rowName={{ one: 'school', many: 'schools' }}
      csvHref={districtInsightsCsvHref(state.period)}
      table="schools"
      columns={DISTRICT_COLUMNS}
    >
      {(answer) => <DistrictFigures insights={answer} state={state} />}
    </InsightsView>
  );
}

function DistrictFigures({ insights, state }: { insights: DistrictInsightsAnswer; state: InsightsUrlState }) {
  if (insights.Schools.length === 0) return <EmptyState message="There are no schools to show yet." />;
  const totals: SchoolFigures = {
    ...insights.Totals,
    TeamCount: insights.Schools.reduce((sum, school) => sum + school.TeamCount, 0),
  };
  return (
    <FiguresWithChart
      title={`Schools, ${periodText(insights)}`}
      nameHeading="School"
      rows={insights.Schools.map((school) => ({
        key: school.LocationId,
        name: school.SchoolName,
        to: `${paths.insights.path}${insightsSearch({ period: state.period, school: school.LocationId })}`,
        figures: school,
      }))}
      totals={totals}
      columns={DISTRICT_COLUMNS}
      state={state}
    />
  );
}
