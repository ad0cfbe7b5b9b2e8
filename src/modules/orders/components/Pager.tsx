import Button from 'react-bootstrap/Button';

export const PAGE_SIZE = 50;

/** Previous/next paging for lists that can outgrow one screen (conventions: >200 rows paginated). */
export function Pager({
  page,
  total,
  label,
  onPage,
}: {
  page: number;
  total: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="d-flex align-items-center justify-content-end gap-2 mt-3">
      <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="outline-secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

export function pageOf<T>(rows: readonly T[], page: number): T[] {
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const p = Math.min(Math.max(1, page), pages);
  return rows.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE);
}
