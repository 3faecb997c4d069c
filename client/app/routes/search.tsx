import { paths } from '../../config/paths';
import { SearchScreen } from '../../features/search/components/search-screen';
import { useTeamFilterOptions } from '../../features/teams/api/get-team-filter-options';

/** /search: full-text search (ours); the Team filter offers the teams the caller's other lists offer. */
export default function SearchRoute() {
  const teams = useTeamFilterOptions();
  return <SearchScreen title={paths.search.title} teams={teams.data} />;
}
