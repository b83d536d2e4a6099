import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_PAGE_SIZE } from '@portico/domain/notifications/notification-query';
import { NOTIFICATIONS_PAGE_SIZE } from '../../lib/api/get-notifications';
import { activateLanguage } from '../../lib/i18n';
import { LocationProbe } from '../../test/location-probe';
import { notification } from '../../test/notification-fixtures';
import { renderRoutes, stubFetch } from '../../test/render';
import { NotificationsPage } from './notifications-page';

const pageUrl = (page: number) => `/api/notifications?page=${page}&pageSize=20`;

function renderPage(answers: Parameters<typeof stubFetch>[0], path = '/notifications') {
  const { fetchStub, calls } = stubFetch(answers);
  vi.stubGlobal('fetch', fetchStub);
  renderRoutes(
    [
      {
        path: '/notifications',
        element: (
          <>
            <NotificationsPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return { calls, user: userEvent.setup() };
}

const twentyItems = Array.from({ length: 20 }, (_, index) =>
  notification({
    id: `n-${index + 1}`,
    description: `Notification number ${index + 1}`,
    isRead: index >= 2,
    target: `/serviceRequests/req-${index + 1}`,
  }),
);

describe('the notifications page (spec §2 Notifications)', () => {
  it('pages by the server’s page size', () => {
    expect(NOTIFICATIONS_PAGE_SIZE).toBe(NOTIFICATION_PAGE_SIZE);
  });

  it("says 'No notifications.' when there are none", async () => {
    renderPage({ [pageUrl(1)]: { body: { items: [], unreadCount: 0, total: 0 } } });
    expect(await screen.findByText('No notifications.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists 20 per page and pages through the rest', async () => {
    const { user, calls } = renderPage({
      [pageUrl(1)]: { body: { items: twentyItems, unreadCount: 2, total: 23 } },
      [pageUrl(2)]: {
        body: {
          items: [notification({ id: 'n-21', description: 'Notification number 21' })],
          unreadCount: 2,
          total: 23,
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('Notification number 21')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(pageUrl(2));
    expect(screen.getByLabelText('location')).toHaveTextContent('/notifications?page=2');
  });

  it("offers 'Mark as read' on unread ones only, and it stays on the page", async () => {
    const { user, calls } = renderPage({
      [pageUrl(1)]: { body: { items: twentyItems.slice(0, 3), unreadCount: 2, total: 3 } },
      '/api/notifications/n-1/read': { body: { ...twentyItems[0], isRead: true } },
    });
    await screen.findByRole('list', { name: 'Notifications' });
    const buttons = screen.getAllByRole('button', { name: 'Mark as read' });
    expect(buttons).toHaveLength(2);

    await user.click(buttons[0]!);

    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/notifications/n-1/read')?.init?.method).toBe('POST'),
    );
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/notifications$/);
  });

  it('opens a notification: marks it read and goes to its target', async () => {
    const { user, calls } = renderPage({
      [pageUrl(1)]: { body: { items: twentyItems.slice(0, 3), unreadCount: 2, total: 3 } },
      '/api/notifications/n-2/read': { body: { ...twentyItems[1], isRead: true } },
    });
    await user.click(await screen.findByRole('link', { name: /Notification number 2(?!\d)/ }));

    expect(screen.getByLabelText('location')).toHaveTextContent('/serviceRequests/req-2');
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/notifications/n-2/read')?.init?.method).toBe('POST'),
    );
  });
});

describe('the notifications page in French', () => {
  it("says 'Aucune notification.' when there are none", async () => {
    await activateLanguage('fr-CA');
    renderPage({ [pageUrl(1)]: { body: { items: [], unreadCount: 0, total: 0 } } });
    expect(await screen.findByText('Aucune notification.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it("offers 'Marquer comme lue' on unread ones and names its pager in French", async () => {
    await activateLanguage('fr-CA');
    renderPage({ [pageUrl(1)]: { body: { items: twentyItems, unreadCount: 2, total: 23 } } });
    await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getAllByRole('button', { name: 'Marquer comme lue' })).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Pages de notifications' })).toBeInTheDocument();
  });
});
