import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SearchResult, SearchSource } from '@/lib/appModule';
import { Icon } from './icons';
import { searchPages, SOURCE_MIN_QUERY, type SourceState } from './quickSearch';

const QuickSearchResults = lazy(() => import('./QuickSearchResults').then((m) => ({ default: m.QuickSearchResults })));

interface Props {
  /** Pages the user may open now. */
  pages: readonly SearchResult[];
  /** Module sources whose permission (and store, where needed) the user holds. */
  sources: readonly SearchSource[];
  storeId: string | null;
}

/**
 * The top bar's quick search (docs/rules/layout.md#quick-search): a combobox over pages and module results,
 * Ctrl/Cmd+K focuses it, arrows move, Enter opens, Escape closes.
 */
export function QuickSearch({ pages, sources, storeId }: Props) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [sourceStates, setSourceStates] = useState<Record<string, SourceState>>({});

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const trimmed = query.trim();
  const pageResults = useMemo(() => searchPages(pages, trimmed), [pages, trimmed]);
  const asksSources = trimmed.length >= SOURCE_MIN_QUERY;
  const sourceCount = asksSources ? sources.reduce((n, s) => n + (sourceStates[s.key]?.count ?? 0), 0) : 0;
  const fetching = asksSources && sources.some((s) => sourceStates[s.key]?.fetching);
  const total = pageResults.length + sourceCount;
  const showPopup = open && trimmed.length > 0;

  const onState = useCallback((key: string, state: SourceState) => {
    setSourceStates((all) => (all[key]?.count === state.count && all[key]?.fetching === state.fetching ? all : { ...all, [key]: state }));
  }, []);

  const pick = (result: SearchResult) => {
    setQuery('');
    setOpen(false);
    setActiveId(null);
    inputRef.current?.blur();
    void navigate(result.to);
  };

  const options = () => Array.from(document.getElementById(listboxId)?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      if (open && trimmed) {
        e.preventDefault();
        setOpen(false);
        setActiveId(null);
      } else {
        setQuery('');
        inputRef.current?.blur();
      }
      return;
    }
    if (!showPopup) {
      if (e.key === 'ArrowDown' && trimmed) setOpen(true);
      return;
    }
    const list = options();
    const index = list.findIndex((o) => o.id === activeId);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (list.length === 0) return;
      const next = e.key === 'ArrowDown' ? (index + 1) % list.length : (index - 1 + list.length) % list.length;
      const option = list[next];
      setActiveId(option?.id ?? null);
      if (typeof option?.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      const option = list[index] ?? list[0];
      const to = option?.dataset.to;
      if (option && to) {
        e.preventDefault();
        pick({ id: option.id, label: option.textContent ?? '', to });
      }
    }
  };

  const status = !showPopup
    ? ''
    : fetching && total === 0
      ? t`Searching…`
      : total === 0
        ? t`No results`
        : plural(total, { one: '# result', other: '# results' });

  return (
    <div className="so-qs position-relative" role="search">
      <Icon name="search" size={16} className="so-qs-icon" />
      <input
        ref={inputRef}
        type="search"
        className="form-control so-qs-input"
        placeholder={t`Search for something...`}
        aria-label={t`Search`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPopup && total > 0}
        aria-controls={showPopup ? listboxId : undefined}
        aria-activedescendant={showPopup && activeId ? activeId : undefined}
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActiveId(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <kbd className="so-qs-kbd d-none d-lg-inline" aria-hidden="true">
        {t`Ctrl K`}
      </kbd>
      {showPopup && (
        <Suspense fallback={null}>
          <QuickSearchResults
            listboxId={listboxId}
            query={query}
            pages={pageResults}
            sources={sources}
            storeId={storeId}
            activeId={activeId}
            hidden={total === 0}
            onPick={pick}
            onState={onState}
          />
        </Suspense>
      )}
      {showPopup && total === 0 && <div className="so-qs-list so-popup shadow so-qs-empty">{status}</div>}
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}
