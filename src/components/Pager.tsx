import Pagination from 'react-bootstrap/Pagination';
import { useLingui } from '@lingui/react/macro';

/** One page of a list: the page number is clamped to the pages there are. */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}

/** Page links for a long list: previous, a window of five pages, next. Hidden with one page. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
  return (
    <nav aria-label={label} className="d-flex justify-content-end mt-3">
      <Pagination className="mb-0 flex-wrap">
        {/* Pagination.Prev/Next name themselves "Previous"/"Next" in English: items with a translated name instead. */}
        <Pagination.Item disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t`Previous page`}</span>
        </Pagination.Item>
        {numbers.map((n) => (
          <Pagination.Item
            key={n}
            active={n === page}
            onClick={() => onPage(n)}
            // The current page is a span (no name of its own allowed); aria-current says it is the current one,
            // so react-bootstrap's English "(current)" is left out.
            aria-label={n === page ? undefined : t`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            activeLabel=""
          >
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Item disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t`Next page`}</span>
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}
