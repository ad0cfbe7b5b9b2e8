import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { renderRoute } from '@/test/render';
import { PAGE_LOAD, ROUTE_TEST } from '@/test/requestLog';

const UNEXPECTED = /unexpected shape/i;

/** Issue #32: shift notes without their person render on /shift and /shift/patch. */
describe('shift notes without userId', ROUTE_TEST, () => {
  it('the team page shows a pending change of an unknown person that cannot be reviewed', async () => {
    server.use(
      http.get(apiPath('v1/user/store/:storeId/shift-notes'), () =>
        HttpResponse.json([{ status: 'pending', weekly: [{ weekday: 1, start: '08:00', end: '12:00' }] }]),
      ),
    );
    renderRoute('/shift/patch', { as: 'manager' });
    const queue = await screen.findByRole('list', { name: 'Pending changes' }, PAGE_LOAD);
    expect(within(queue).getByRole('heading', { name: /Unknown person/ })).toBeInTheDocument();
    expect(within(queue).getByRole('button', { name: /^Approve/ })).toBeDisabled();
    expect(screen.queryByText(UNEXPECTED)).not.toBeInTheDocument();
  });

  it("one's own page renders notes answered without userId", async () => {
    server.use(http.get(apiPath('v1/user/:userId/shift-notes'), () => HttpResponse.json({ status: 'approved', weekly: [] })));
    renderRoute('/shift', { as: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My availability' }, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Approved', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(UNEXPECTED)).not.toBeInTheDocument();
  });
});
