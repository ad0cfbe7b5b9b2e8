import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list view kept in the URL (filters and page), so a link reproduces it. Changing a filter
 * goes back to the first page; history entries are replaced, not added.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const setFilters = useCallback(
    (patch: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', String(page));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { params, page, setFilters, setPage, clearFilters };
}
