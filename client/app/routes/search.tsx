import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { SearchScreen } from '../../features/search/components/search-screen';
import { useTeamFilterOptions } from '../../features/teams/api/get-team-filter-options';

/**
 * /search: full-text search (ours); the Team filter offers the teams the caller's other lists offer, the
 * Kind filter the kinds the session says the caller may search.
 */
export default function SearchRoute() {
  const teams = useTeamFilterOptions();
  const session = useSession();
  return (
    <SearchScreen
      title={paths.search.title}
      teams={teams.data}
      kinds={session.data?.AllowedSearchKinds ?? []}
    />
  );
}
