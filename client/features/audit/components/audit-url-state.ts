import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_KINDS, type AuditKind, type AuditSchoolQuery } from '@shared/schemas/audit';

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOf = (value: string | null) => (value !== null && API_DATE.test(value) ? value : undefined);
const kindOf = (value: string | null) =>
  AUDIT_KINDS.includes(value as AuditKind) ? (value as AuditKind) : undefined;

/** The audit screen's filters in its URL (`?personId=&kind=&from=&to=&page=`); a malformed one is left out. */
export function useAuditUrlState() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo<AuditSchoolQuery>(() => {
    const personId = search.get('personId');
    const page = Number(search.get('page'));
    return {
      personId: personId && UUID.test(personId) ? personId : undefined,
      kind: kindOf(search.get('kind')),
      from: dateOf(search.get('from')),
      to: dateOf(search.get('to')),
      page: Number.isInteger(page) && page > 0 ? page : 0,
    };
  }, [search]);
  /** Changes some filters; any change but the page's goes back to the first page. */
  const change = useCallback(
    (next: Partial<AuditSchoolQuery>) => {
      setSearch((current) => {
        const params = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: undefined, ...next })) {
          if (value === undefined || value === '' || value === 0) params.delete(key);
          else params.set(key, String(value));
        }
        return params;
      });
    },
    [setSearch],
  );
  return { query, change };
}
