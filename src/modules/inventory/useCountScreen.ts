import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CountMode, CountValue } from './countQueue';
import { commitCount, countEmptyMessage, type RestoredValue } from './countRules';
import { sortForCounting } from './countOrder';
import type { InventoryItem } from './types';
import { useCountQueue } from './useCountQueue';

export interface PendingConfirm {
  item: InventoryItem;
  amount: number;
  message: string;
  moveOn: boolean;
}

/**
 * The count screen's typing: drafts per item (restored from the session and this device's unsent
 * entries), Enter to commit and move on, field messages, the far-above-par confirmation, and the
 * background sending (useCountQueue). Mount once per store, user and session.
 */
export function useCountScreen(
  storeId: string,
  userId: string,
  sessionId: string,
  items: InventoryItem[],
  restored: ReadonlyMap<string, RestoredValue>,
  visibleIds: ReadonlySet<string>,
  onDropped: (values: readonly CountValue[]) => void,
  mode: CountMode = 'server',
) {
  const { entries, enter, retry } = useCountQueue(storeId, userId, sessionId, onDropped, mode);
  const [drafts, setDrafts] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries([...restored].map(([id, v]) => [id, String(v.amount)])),
    ...Object.fromEntries(Object.values(entries).map((e) => [e.itemId, String(e.amount)])),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<PendingConfirm | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  // A virtual list draws only the rows in view: a field to focus that is not drawn is scrolled to
  // (`reveal`, set by VirtualCountList) and focused when its input mounts.
  const reveal = useRef<((itemId: string) => void) | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const order = useMemo(() => sortForCounting(items).map((i) => i.id), [items]);

  // Read the latest state inside stable callbacks (rows are memoised).
  const latest = useRef({ drafts, entries, order, visibleIds, restored });
  useLayoutEffect(() => {
    latest.current = { drafts, entries, order, visibleIds, restored };
  });

  const setError = useCallback((itemId: string, message: string | null) => {
    setErrors((e) => {
      if (message) return { ...e, [itemId]: message };
      if (!e[itemId]) return e;
      const { [itemId]: _removed, ...rest } = e;
      return rest;
    });
  }, []);

  const onDraft = useCallback(
    (itemId: string, value: string) => {
      setDrafts((d) => ({ ...d, [itemId]: value }));
      setError(itemId, null);
    },
    [setError],
  );

  const focus = useCallback((itemId: string) => {
    const input = inputs.current.get(itemId);
    if (input) {
      input.focus();
      return;
    }
    pendingFocus.current = itemId;
    reveal.current?.(itemId);
  }, []);
  const focusNext = useCallback(
    (itemId: string) => {
      const { order: ids, visibleIds: visible } = latest.current;
      const next = ids.slice(ids.indexOf(itemId) + 1).find((id) => visible.has(id));
      if (next) focus(next);
    },
    [focus],
  );

  const accept = useCallback(
    (item: InventoryItem, amount: number, moveOn: boolean) => {
      const { entries: current, restored: known } = latest.current;
      const before = current[item.id]?.amount ?? known.get(item.id)?.amount;
      if (before !== amount) enter(item.id, amount, item.amount ?? 0);
      if (moveOn) focusNext(item.id);
    },
    [enter, focusNext],
  );

  const onCommit = useCallback(
    (item: InventoryItem, moveOn: boolean) => {
      const result = commitCount(latest.current.drafts[item.id] ?? '', item);
      if (result.kind === 'empty') {
        // Enter on an empty field says so and stays; leaving it (Tab, click) is fine.
        if (moveOn) setError(item.id, countEmptyMessage());
        return;
      }
      const { entries: current, restored: known } = latest.current;
      const already = result.kind !== 'invalid' && (current[item.id]?.amount ?? known.get(item.id)?.amount) === result.amount;
      if (result.kind === 'invalid') setError(item.id, result.message);
      // An amount already confirmed (or already in the count) is not asked about again.
      else if (result.kind === 'confirm' && !already) setConfirming({ item, amount: result.amount, message: result.message, moveOn });
      else accept(item, result.amount, moveOn);
    },
    [accept, setError],
  );

  const confirm = useCallback(
    (yes: boolean) => {
      if (!confirming) return;
      setConfirming(null);
      if (yes) accept(confirming.item, confirming.amount, confirming.moveOn);
      else focus(confirming.item.id);
    },
    [confirming, accept, focus],
  );

  const inputRef = useCallback((itemId: string, el: HTMLInputElement | null) => {
    if (el) {
      inputs.current.set(itemId, el);
      if (pendingFocus.current === itemId) {
        pendingFocus.current = null;
        el.focus();
      }
    } else inputs.current.delete(itemId);
  }, []);

  /** The amount counted per item: this device's entries over the restored count. */
  const counted = useMemo(() => {
    const values = new Map<string, number>([...restored].map(([id, v]) => [id, v.amount]));
    for (const e of Object.values(entries)) values.set(e.itemId, e.amount);
    return values;
  }, [restored, entries]);

  return { entries, retry, drafts, errors, confirming, confirm, onDraft, onCommit, inputRef, counted, reveal };
}
