import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SearchHook, SearchResult, SearchSource } from '@/lib/appModule';
import { TIMINGS } from '@/config/constants';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { SOURCE_MIN_QUERY, type SourceState } from './quickSearch';

interface GroupProps {
  title: string;
  idPrefix: string;
  results: readonly SearchResult[];
  activeId: string | null;
  onPick: (result: SearchResult) => void;
}

/** Options of one group; their ids let the input point at the active one (aria-activedescendant). */
function ResultGroup({ title, idPrefix, results, activeId, onPick }: GroupProps) {
  if (results.length === 0) return null;
  return (
    <div role="group" aria-label={title} className="so-qs-group">
      <div className="so-qs-heading" aria-hidden="true">
        {title}
      </div>
      {results.map((r) => {
        const id = `${idPrefix}-${r.id.replace(/[^\w-]/g, '_')}`;
        return (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- options are reached with aria-activedescendant from the combobox input, which keeps the focus and handles the keys
          <div
            key={r.id}
            id={id}
            role="option"
            aria-selected={id === activeId}
            data-to={r.to}
            className={`so-qs-option${id === activeId ? ' active' : ''}`}
            // Keeps the focus in the input, so typing goes on.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(r)}
          >
            <span className="so-qs-label">{r.label}</span>
            {r.description && <span className="so-qs-desc">{r.description}</span>}
          </div>
        );
      })}
    </div>
  );
}

interface SourceGroupProps {
  source: SearchSource;
  query: string;
  storeId: string | null;
  activeId: string | null;
  onPick: (result: SearchResult) => void;
  onState: (key: string, state: SourceState) => void;
}

/** One module's search source: its own component, so it keeps its own hooks (src/lib/appModule.ts). */
function makeSourceGroup(useResults: SearchHook): ComponentType<SourceGroupProps> {
  return function SourceGroup({ source, query, storeId, activeId, onPick, onState }: SourceGroupProps) {
    const { results, isFetching } = useResults(query, storeId);
    const { i18n } = useLingui();
    useEffect(() => {
      onState(source.key, { count: results.length, fetching: isFetching });
    }, [onState, source.key, results.length, isFetching]);
    return <ResultGroup title={i18n._(source.title)} idPrefix={`qs-${source.key}`} results={results} activeId={activeId} onPick={onPick} />;
  };
}

/**
 * Each source's code (its hook and the module api behind it) loads on the first search. A memo
 * of the sources (static objects of the module list): one lazy component per source.
 */
const sourceGroups = new WeakMap<SearchSource, ComponentType<SourceGroupProps>>();

function groupOf(source: SearchSource): ComponentType<SourceGroupProps> {
  let group = sourceGroups.get(source);
  if (!group) {
    group = lazy(() => source.load().then((hook) => ({ default: makeSourceGroup(hook) })));
    sourceGroups.set(source, group);
  }
  return group;
}

function LazySourceGroup(props: SourceGroupProps) {
  const Group = groupOf(props.source);
  return (
    <Suspense fallback={null}>
      {/* eslint-disable-next-line react-hooks/static-components -- one component per source, made once (groupOf) */}
      <Group {...props} />
    </Suspense>
  );
}

export interface QuickSearchResultsProps {
  listboxId: string;
  query: string;
  pages: readonly SearchResult[];
  sources: readonly SearchSource[];
  storeId: string | null;
  activeId: string | null;
  hidden: boolean;
  onPick: (result: SearchResult) => void;
  onState: (key: string, state: SourceState) => void;
}

/** The quick-search listbox: matching pages first, then one group per module source. */
export function QuickSearchResults({
  listboxId,
  query,
  pages,
  sources,
  storeId,
  activeId,
  hidden,
  onPick,
  onState,
}: QuickSearchResultsProps) {
  const debounced = useDebouncedValue(query.trim(), TIMINGS.searchDebounceMs);
  const { t } = useLingui();
  return (
    <div id={listboxId} role="listbox" aria-label={t`Search results`} className="so-qs-list so-popup shadow" hidden={hidden}>
      <ResultGroup title={t`Pages`} idPrefix="qs-page" results={pages} activeId={activeId} onPick={onPick} />
      {debounced.length >= SOURCE_MIN_QUERY &&
        sources.map((s) => (
          <LazySourceGroup
            key={s.key}
            source={s}
            query={debounced}
            storeId={storeId}
            activeId={activeId}
            onPick={onPick}
            onState={onState}
          />
        ))}
    </div>
  );
}
