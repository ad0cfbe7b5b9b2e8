import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { askAgainBeforeLeaving, leaveWithoutAsking, useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function DirtyForm({ values }: { values: { name: string } }) {
  useUnsavedChangesGuard(true, undefined, () => values);
  return null;
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the unsaved-changes guard and the session-expired flow', () => {
  afterEach(() => askAgainBeforeLeaving());

  it('asks before a reload, until the session flow lets the page go; it hands over the typed values', () => {
    render(
      <MemoryRouter initialEntries={['/supplier']}>
        <DirtyForm values={{ name: 'Typed' }} />
      </MemoryRouter>,
    );
    expect(unload()).toBe(true);
    expect(leaveWithoutAsking()).toEqual([{ path: '/supplier', values: { name: 'Typed' } }]);
    expect(unload()).toBe(false);
    askAgainBeforeLeaving();
    expect(unload()).toBe(true);
  });
});
