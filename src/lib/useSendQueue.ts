import { useCallback, useEffect, useReducer, useRef } from 'react';
import { keepUnsent, nextToSend, restoreSendQueue, sendQueueReducer, type SendAction, type SendQueueState } from './sendQueue';

export interface SendQueueOptions<V> {
  /** Where unsent values are kept (per store and user). Key the component by it. */
  storageKey: string;
  keyOf: (value: V) => string;
  isValue: (u: unknown) => u is V;
  /** Sends one value; a rejection marks the entry failed. */
  send: (value: V) => Promise<unknown>;
  /** The text of a failed send: the error's own message, else the module's failure message (docs/rules/api.md#failure-messages). */
  messageOf: (error: unknown) => string;
  /** True for a failure no retry can cure: the entry is dropped (and `onDropped` told) instead of marked failed. */
  isFinal?: (error: unknown) => boolean;
  onDropped?: (value: V) => void;
}

/**
 * The background sender of a send queue (see sendQueue.ts): values left unsent by an earlier
 * visit are restored and sent on mount; failed values are sent again when the browser comes
 * back online (the `online` event), without a Retry.
 */
export function useSendQueue<V>({ storageKey, keyOf, isValue, send, messageOf, isFinal, onDropped }: SendQueueOptions<V>) {
  const [state, dispatch] = useReducer(
    (s: SendQueueState<V>, a: SendAction<V>) => sendQueueReducer(s, a),
    storageKey,
    (k) => restoreSendQueue(k, isValue, keyOf),
  );
  // StrictMode runs effects twice: one request per sequence number.
  const started = useRef(new Set<number>());
  // The latest sender and callbacks without restarting the effect (they may close over fresh data).
  const sendRef = useRef({ send, messageOf, isFinal, onDropped });
  useEffect(() => {
    sendRef.current = { send, messageOf, isFinal, onDropped };
  }, [send, messageOf, isFinal, onDropped]);

  useEffect(() => {
    keepUnsent(storageKey, state);
  }, [storageKey, state]);

  const next = nextToSend(state);
  useEffect(() => {
    if (!next || started.current.has(next.seq)) return;
    const { key, seq, value } = next;
    started.current.add(seq);
    dispatch({ type: 'sending', key, seq });
    sendRef.current
      .send(value)
      .then(() => dispatch({ type: 'sent', key, seq }))
      .catch((error: unknown) => {
        const { messageOf: describe, isFinal: final, onDropped: dropped } = sendRef.current;
        if (!final?.(error)) {
          dispatch({ type: 'failed', key, seq, error: describe(error) });
          return;
        }
        dispatch({ type: 'drop', key, seq });
        dropped?.(value);
      });
  }, [next]);

  const enter = useCallback(
    (value: V, merge?: (earlier: V, next: V) => V) => dispatch({ type: 'enter', key: keyOf(value), value, merge }),
    [keyOf],
  );
  const retry = useCallback((key?: string) => dispatch({ type: 'retry', key }), []);

  // Back online: what failed while the connection was gone goes out by itself (issue 29).
  useEffect(() => {
    const onOnline = () => dispatch({ type: 'retry' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  return { entries: state.entries, enter, retry };
}
