import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { requestRow } from '../../test/request-fixtures';
import { stubApi } from '../../test/stub-api';
import { DashboardPage } from './dashboard-page';

describe('the dashboard (spec §2 Dashboard)', () => {
  it('shows the open IT request count linking to the open requests, and the 5 most recent requests', async () => {
    const { calls } = stubApi(({ url }) => {
      if (url.pathname === '/api/requests/summary')
        return { body: { openCount: 4, approvalPendingCount: 0 } };
      if (url.pathname === '/api/requests') {
        return {
          body: {
            items: [
              requestRow(),
              requestRow({ id: 'req-2', displayName: '000102', description: 'Two monitors' }),
            ],
            total: 2,
            page: 1,
            pageSize: 5,
          },
        };
      }
      return undefined;
    });
    renderAt(<DashboardPage />);

    const tile = await screen.findByRole('link', { name: /Open IT Requests/ });
    expect(tile).toHaveAttribute('href', '/serviceRequestTypes/pending');
    await within(tile).findByText('4');

    const recent = screen.getByRole('region', { name: 'Recent IT Requests' });
    expect(recent).toHaveTextContent('The 5 most recent requests');
    expect(await within(recent).findByRole('link', { name: '000102' })).toHaveAttribute(
      'href',
      '/serviceRequests/req-2',
    );
    const list = calls.find((call) => call.url.pathname === '/api/requests')!.url.searchParams;
    expect(list.get('view')).toBe('mine');
    expect(list.get('pageSize')).toBe('5');
  });
});
