import Pagination from 'react-bootstrap/Pagination';

/** Page links for a long list: first, previous, a window of pages, next, last. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (pages <= 1) return null;
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
  return (
    <nav aria-label={label}>
      <Pagination className="mb-0 flex-wrap">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page" />
        {numbers.map((n) => (
          <Pagination.Item key={n} active={n === page} onClick={() => onPage(n)} aria-label={`Page ${n}`} aria-current={n === page ? 'page' : undefined}>
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page" />
      </Pagination>
    </nav>
  );
}
