import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { QueryState, type QueryLike } from '@/components/QueryState';

/** What a list needs of its query (an RTK Query result fits). */
export type ListQuery = QueryLike;

/**
 * A list's card: the filters, then the loading, error and empty states of the query, then the
 * table. List pages use `ListTable` (ListTable.tsx), which fills this from the list view.
 */
export function ListCard({
  filters,
  query,
  errorMessage,
  isEmpty,
  empty,
  children,
}: {
  filters?: ReactNode;
  query: ListQuery;
  errorMessage: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <Card.Body>
        {filters}
        <QueryState query={query} errorMessage={errorMessage} isEmpty={isEmpty} empty={empty}>
          {children}
        </QueryState>
      </Card.Body>
    </Card>
  );
}
