import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { routesOf, ruleForPath, useAppModules } from '@/lib/appModule';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '../PageHeader';
import { QueryState, type QueryLike } from '../QueryState';

interface EditPageProps<T extends { name: string }> {
  /** The record's id in the route; none for a new record. */
  id: string | undefined;
  /** The record's query (skipped without an id). */
  query: QueryLike & { data?: T };
  /** The list the way back leads to. */
  listPath: string;
  /** The failure message (docs/rules/api.md#failure-messages) for reading the record. */
  errorMessage: string;
  /** Rows of the loading skeleton (8 unless told). */
  rows?: number;
  /** Shown instead of the record when the user may not read it (`isNotPermitted(query.error)`). */
  notPermitted?: ReactNode;
  /** The form of a new record. */
  create: ReactNode;
  /** The form (or the read-only view) of the loaded record. */
  children: (record: T) => ReactNode;
}

/** The page of one record, new or loaded: its title, the way back, the record's loading and error states, its form. */
export function EditPage<T extends { name: string }>({
  id,
  query,
  listPath,
  errorMessage,
  rows = 8,
  notPermitted,
  create,
  children,
}: EditPageProps<T>) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  // The page serves its module's `recordRoutes` (module.ts): their texts name the page ("New
  // supplier", "Supplier" until the name is known) and the way back ("All suppliers").
  const route = ruleForPath(routesOf(useAppModules()), pathname);
  const backLink = route?.back && (
    <LinkButton to={listPath} variant="outline-secondary">
      {i18n._(route.back)}
    </LinkButton>
  );
  const title = route ? i18n._(route.title) : '';
  return (
    <>
      <PageHeader title={id ? (query.data?.name ?? title) : title} actions={backLink} />
      {!id ? (
        create
      ) : notPermitted ? (
        <Alert variant="warning">{notPermitted}</Alert>
      ) : (
        <QueryState query={query} errorMessage={errorMessage} rows={rows}>
          {query.data && children(query.data)}
        </QueryState>
      )}
    </>
  );
}
