import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitGuard } from './useSubmitGuard';

function Probe({ send }: { send: () => Promise<void> }) {
  const guard = useSubmitGuard();
  const [done, setDone] = useState(0);
  return (
    <form
      aria-label="probe"
      onSubmit={guard(async () => {
        // As the forms do: a failed send is handled inside the action (message shown).
        await send().catch(() => undefined);
        setDone((n) => n + 1);
      })}
    >
      <button type="submit">Save</button>
      <output>{done}</output>
    </form>
  );
}

describe('useSubmitGuard', () => {
  it('lets one send through for clicks in the same task, and the next one after it ended', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Probe send={send} />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.click();
    button.click();
    button.click();
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent('1');
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
  });

  it('is released when the send failed, and always prevents the form submission', async () => {
    const send = vi.fn(() => Promise.reject(new Error('down')));
    render(<Probe send={send} />);
    const form = screen.getByRole('form', { name: 'probe' });
    const first = new Event('submit', { bubbles: true, cancelable: true });
    const second = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(first);
    form.dispatchEvent(second);
    expect(first.defaultPrevented && second.defaultPrevented).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      await Promise.resolve();
    });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
