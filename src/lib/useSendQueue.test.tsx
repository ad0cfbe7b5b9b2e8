import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasFields } from '@/lib/sendQueue';
import { useSendQueue } from './useSendQueue';

interface Count {
  itemId: string;
  amount: number;
}
const isCount = (u: unknown): u is Count => hasFields(u, { itemId: 'string', amount: 'number' });
const keyOf = (c: Count) => c.itemId;

/** A server whose answers the test releases one by one; it stores what each request carried when it arrives. */
function slowServer() {
  const stored = new Map<string, number>();
  const waiting: { value: Count; answer: (ok: boolean) => void }[] = [];
  const send = (value: Count) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({
        value,
        answer: (ok) => {
          if (ok) {
            stored.set(value.itemId, value.amount);
            resolve();
          } else reject(new TypeError('Failed to fetch'));
        },
      });
    });
  return { stored, waiting, send };
}

afterEach(() => localStorage.clear());

describe('useSendQueue', () => {
  it('sends one request per key at a time: with a slow first answer, the newest value ends on the server', async () => {
    const server = slowServer();
    const { result } = renderHook(() =>
      useSendQueue<Count>({ storageKey: 'q', keyOf, isValue: isCount, send: server.send, messageOf: () => 'Not sent' }),
    );
    act(() => result.current.enter({ itemId: 'milk', amount: 5 }));
    await waitFor(() => expect(server.waiting).toHaveLength(1));
    act(() => result.current.enter({ itemId: 'milk', amount: 6 }));
    // The 6 waits for the answer to the 5: no second request while the first is in flight.
    expect(server.waiting).toHaveLength(1);
    expect(result.current.entries.milk).toMatchObject({ status: 'queued', value: { amount: 6 } });

    await act(() => Promise.resolve(server.waiting[0]?.answer(true)));
    await waitFor(() => expect(server.waiting).toHaveLength(2));
    expect(server.waiting[1]?.value.amount).toBe(6);
    await act(() => Promise.resolve(server.waiting[1]?.answer(true)));
    await waitFor(() => expect(result.current.entries.milk?.status).toBe('sent'));
    expect(server.stored.get('milk')).toBe(6);
  });

  it('sends the newer value even when the answer to the older one is lost', async () => {
    const server = slowServer();
    const { result } = renderHook(() =>
      useSendQueue<Count>({ storageKey: 'q', keyOf, isValue: isCount, send: server.send, messageOf: () => 'Not sent' }),
    );
    act(() => result.current.enter({ itemId: 'milk', amount: 5 }));
    await waitFor(() => expect(server.waiting).toHaveLength(1));
    act(() => result.current.enter({ itemId: 'milk', amount: 6 }));
    await act(() => Promise.resolve(server.waiting[0]?.answer(false)));
    await waitFor(() => expect(server.waiting).toHaveLength(2));
    await act(() => Promise.resolve(server.waiting[1]?.answer(true)));
    await waitFor(() => expect(result.current.entries.milk?.status).toBe('sent'));
    expect(server.stored.get('milk')).toBe(6);
  });

  it('sends a failed value again by itself when the browser comes back online', async () => {
    const server = slowServer();
    const { result } = renderHook(() =>
      useSendQueue<Count>({ storageKey: 'q', keyOf, isValue: isCount, send: server.send, messageOf: () => 'Not sent' }),
    );
    act(() => result.current.enter({ itemId: 'milk', amount: 5 }));
    await waitFor(() => expect(server.waiting).toHaveLength(1));
    await act(() => Promise.resolve(server.waiting[0]?.answer(false)));
    await waitFor(() => expect(result.current.entries.milk?.status).toBe('failed'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(server.waiting).toHaveLength(2));
    await act(() => Promise.resolve(server.waiting[1]?.answer(true)));
    await waitFor(() => expect(result.current.entries.milk?.status).toBe('sent'));
    expect(server.stored.get('milk')).toBe(5);
  });
});
