import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import {
  SEARCH_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  type SearchGroup,
  type SearchKind,
  SearchMessages,
  type SearchResults,
} from '@shared/schemas/search';
import type { TeamSummary } from '@shared/schemas/teams';
import { DateRangeFields } from '../../../components/date-range-fields';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useSearch } from '../api/get-search-results';
import type { SearchParams } from '../api/keys';
import { KindFilter } from './kind-filter';
import { SearchForm } from './search-form';
import { SearchKindPage } from './search-kind-page';
import { SearchOverview } from './search-overview';
import { NoResults, quoted, SearchPrompt } from './search-states';
import { SearchTeamFilter } from './search-team-filter';
import { type SearchUrlState, useSearchUrlState } from './search-url-state';

const LOADING_RESULTS = 'Loading search results';

/** Why the search in the URL is not sent: words too long, or dates the wrong way round. */
function problemOf({ q, from, to }: SearchParams): string | undefined {
  if (q.length > SEARCH_MAX_LENGTH) return SearchMessages.tooLong;
  if (from && to && from > to) return SearchMessages.datesReversed;
  return undefined;
}

const countsOf = (results: SearchResults): Partial<Record<SearchKind, number>> =>
  Object.fromEntries(results.Groups.map((group) => [group.Kind, group.TotalCount]));

/**
 * What the live region says once the results for the words on screen have arrived; "0 results" rather than
 * the empty state's own sentence, which is on the page to read.
 */
const announcement = (q: string, total: number) =>
  `${total} ${total === 1 ? 'result' : 'results'} for ${quoted(q)}`;

interface SearchScreenProps {
  title: string;
  /** The teams the Team filter offers (the route asks the teams feature); undefined while they load. */
  teams: TeamSummary[] | undefined;
  /** The kinds the caller may search (the session's AllowedSearchKinds). */
  kinds: readonly SearchKind[];
}

/**
 * /search: full-text search over what the caller may open. The URL holds the words and filters; without a
 * kind the results are the overview (each kind's first five and its count), with one a paged list of it.
 */
export function SearchScreen({ title, teams, kinds }: SearchScreenProps) {
  const state = useSearchUrlState();
  const { params } = state;
  const problem = problemOf(params);
  const canSearch = params.q !== '' && problem === undefined;
  const results = useSearch(params, { enabled: canSearch });
  // The overview's counts label the kinds; without a kind it is the same query as the results.
  const overview = useSearch({ ...params, kind: undefined, page: 0 }, { enabled: canSearch });
  const counts =
    canSearch && overview.data && !overview.isPlaceholderData ? countsOf(overview.data) : undefined;

  const settled = canSearch && results.isSuccess && !results.isPlaceholderData;
  const group = params.kind ? results.data?.Groups.find((each) => each.Kind === params.kind) : undefined;
  const total = params.kind
    ? (group?.TotalCount ?? 0)
    : (results.data?.Groups.reduce((sum, each) => sum + each.TotalCount, 0) ?? 0);

  // A page past the last (results removed since, or a hand-edited URL): go to the last one there is.
  const lastPage = Math.max(0, Math.ceil(total / SEARCH_PAGE_SIZE) - 1);
  const isPastLastPage = settled && params.kind !== undefined && params.page > lastPage;
  const { setPage } = state;
  useEffect(() => {
    if (isPastLastPage) setPage(lastPage, { replace: true });
  }, [isPastLastPage, lastPage, setPage]);

  const hasFilters = Boolean(params.kind ?? params.teamId ?? params.from ?? params.to);

  return (
    <Stack spacing={3}>
      <PageHeader title={title} />
      <SearchForm q={params.q} onSubmit={state.setWords}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, flexWrap: 'wrap' }}
        >
          <SearchTeamFilter teamId={params.teamId} teams={teams} onChange={state.setTeamId} />
          <DateRangeFields
            from={params.from}
            to={params.to}
            onFromChange={state.setFrom}
            onToChange={state.setTo}
            toError={
              params.from && params.to && params.from > params.to ? SearchMessages.datesReversed : undefined
            }
          />
          {hasFilters && (
            <Button onClick={state.clearFilters} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              Clear filters
            </Button>
          )}
        </Stack>
        <KindFilter kinds={kinds} kind={params.kind} counts={counts} onChange={state.setKind} />
      </SearchForm>
      {/* Present from the start, so the count (or what is wrong) is announced when it changes. */}
      <Box role="status" sx={visuallyHidden}>
        {problem ?? (settled ? announcement(params.q, total) : '')}
      </Box>
      <SearchResultsView
        state={state}
        problem={problem}
        results={results}
        group={group}
        hasFilters={hasFilters}
        isPastLastPage={isPastLastPage}
      />
    </Stack>
  );
}

interface SearchResultsViewProps {
  state: SearchUrlState;
  problem: string | undefined;
  results: ReturnType<typeof useSearch>;
  /** With a kind, its group in the answer (none when it has no results). */
  group: SearchGroup | undefined;
  hasFilters: boolean;
  isPastLastPage: boolean;
}

function SearchResultsView({
  state,
  problem,
  results,
  group,
  hasFilters,
  isPastLastPage,
}: SearchResultsViewProps) {
  const { params } = state;
  if (params.q === '') return <SearchPrompt />;
  // The field it is about says what is wrong (and the live region reads it out).
  if (problem) return null;
  if (results.isError) return <LoadError error={results.error} />;
  if (!results.data || isPastLastPage) return <LoadingScreen label={LOADING_RESULTS} />;

  const isEmpty = params.kind ? !group || group.Items.length === 0 : results.data.Groups.length === 0;
  if (isEmpty && !results.isPlaceholderData) {
    return <NoResults q={params.q} hasFilters={hasFilters} />;
  }
  return (
    <Box aria-busy={results.isPlaceholderData} sx={{ position: 'relative' }}>
      {results.isPlaceholderData && (
        <LinearProgress
          aria-label={LOADING_RESULTS}
          sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
        />
      )}
      {params.kind ? (
        group && <SearchKindPage group={group} page={params.page} onPageChange={state.setPage} />
      ) : (
        <SearchOverview groups={results.data.Groups} params={params} />
      )}
    </Box>
  );
}
