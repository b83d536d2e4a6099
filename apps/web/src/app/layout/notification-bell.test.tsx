import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '../../lib/i18n';
import { describe, expect, it, vi } from 'vitest';
import { BELL_NOTIFICATION_COUNT } from '@portico/domain/notifications/notification-types';
import { BELL_LIMIT, BELL_REFRESH_MS, bellNotificationsQueryOptions } from '../../lib/api/get-notifications';
import { LocationProbe } from '../../test/location-probe';
import { notification } from '../../test/notification-fixtures';
import { renderRoutes, stubFetch } from '../../test/render';
import { NotificationBell } from './notification-bell';

const BELL_URL = '/api/notifications?limit=7';

const unreadApproved = notification({ id: 'n-1', target: '/serviceRequests/req-42' });
const unreadAssigned = notification({
  id: 'n-2',
  type: 'IT request assigned',
  description: 'Your request 00043 was assigned to Alex Morgan.',
  requestId: 'req-43',
  target: '/serviceRequests/req-43',
});
const readTraining = notification({
  id: 'n-3',
  type: 'New Training',
  description: 'A new training is available: Phishing basics.',
  isRead: true,
  requestId: null,
  trainingId: 'tr-7',
  target: '/helpDocs/tr-7',
});

function renderBell(list: { items: unknown[]; unreadCount: number; total: number }) {
  const { fetchStub, calls } = stubFetch({
    [BELL_URL]: { body: list },
    '/api/notifications/n-1/read': { body: { ...unreadApproved, isRead: true } },
  });
  vi.stubGlobal('fetch', fetchStub);
  const view = renderRoutes([
    {
      path: '*',
      element: (
        <>
          <NotificationBell />
          <LocationProbe />
        </>
      ),
    },
  ]);
  return { ...view, calls, user: userEvent.setup() };
}

const bellButton = () => screen.getByRole('button', { name: 'Notifications' });

describe('the header bell (spec §2 Notifications, §9)', () => {
  it('asks for the first 7 and polls once a minute, only while the tab is visible', () => {
    expect(BELL_LIMIT).toBe(BELL_NOTIFICATION_COUNT);
    const options = bellNotificationsQueryOptions();
    expect(options.refetchInterval).toBe(60_000);
    expect(BELL_REFRESH_MS).toBe(60_000);
    expect(options.refetchIntervalInBackground).toBe(false);
  });

  it('shows the unread count on the bell and describes it to screen readers', async () => {
    renderBell({ items: [unreadApproved, unreadAssigned, readTraining], unreadCount: 2, total: 3 });
    await waitFor(() => expect(bellButton()).toHaveAccessibleDescription('2 unread'));
    expect(screen.getByText('2', { selector: '.mantine-Indicator-indicator' })).toBeInTheDocument();
  });

  it.each([
    [1, '1 non lue'],
    [2, '2 non lues'],
  ])('in French counts %i unread as “%s” (French plurals)', async (unreadCount, described) => {
    await activateLanguage('fr-CA');
    renderBell({
      items: [unreadApproved, unreadAssigned].slice(0, unreadCount),
      unreadCount,
      total: unreadCount,
    });
    await waitFor(() => expect(bellButton()).toHaveAccessibleDescription(described));
  });

  it('hides the count when nothing is unread', async () => {
    const { calls } = renderBell({ items: [readTraining], unreadCount: 0, total: 1 });
    await waitFor(() => expect(calls.some((call) => call.url === BELL_URL)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bellButton()).not.toHaveAccessibleDescription();
    expect(document.querySelector('.mantine-Indicator-indicator')).toBeNull();
  });

  it('lists each notification’s type in the reader’s language; its text comes as the server wrote it for them', async () => {
    await activateLanguage('fr-CA');
    const { user } = renderBell({ items: [unreadApproved, readTraining], unreadCount: 1, total: 2 });
    await waitFor(() => expect(bellButton()).toHaveAccessibleDescription('1 non lue'));
    await user.click(bellButton());
    const entries = within(await screen.findByRole('dialog')).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Non lue : Demande TI approuvée');
    expect(entries[0]).toHaveTextContent('Your request 00042 was approved.');
    expect(entries[1]).toHaveTextContent('Nouvelle formation');
  });

  it("opens with the heading 'You have {n} unopened notifications' and lists the notifications", async () => {
    const { user } = renderBell({
      items: [unreadApproved, unreadAssigned, readTraining],
      unreadCount: 2,
      total: 3,
    });
    await waitFor(() => expect(bellButton()).toHaveAccessibleDescription('2 unread'));
    await user.click(bellButton());

    const dialog = await screen.findByRole('dialog', { name: 'You have 2 unopened notifications' });
    expect(
      within(dialog).getByRole('heading', { name: 'You have 2 unopened notifications' }),
    ).toBeInTheDocument();
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Unread: IT request approved');
    expect(entries[0]).toHaveTextContent('Your request 00042 was approved.');
    expect(entries[0]).toHaveTextContent('5 minutes ago');
    expect(entries[2]).not.toHaveTextContent('Unread');
    expect(within(dialog).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await waitFor(() => expect(bellButton()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('marks an unread notification read on the server and goes to its target', async () => {
    const { user, calls } = renderBell({ items: [unreadApproved, readTraining], unreadCount: 1, total: 2 });
    await waitFor(() => expect(bellButton()).toHaveAccessibleDescription('1 unread'));
    await user.click(bellButton());
    const dialog = await screen.findByRole('dialog', { name: 'You have 1 unopened notifications' });

    await user.click(within(dialog).getByRole('link', { name: /IT request approved/ }));

    expect(screen.getByLabelText('location')).toHaveTextContent('/serviceRequests/req-42');
    await waitFor(() => {
      const read = calls.find((call) => call.url === '/api/notifications/n-1/read');
      expect(read?.init?.method).toBe('POST');
    });
    // The bell asks again once the server has answered, for the new count.
    await waitFor(() => expect(calls.filter((call) => call.url === BELL_URL).length).toBeGreaterThan(1));
  });

  it('only navigates for a notification already read', async () => {
    const { user, calls } = renderBell({ items: [unreadApproved, readTraining], unreadCount: 1, total: 2 });
    await waitFor(() => expect(bellButton()).toHaveAccessibleDescription('1 unread'));
    await user.click(bellButton());
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('link', { name: /New Training/ }));

    expect(screen.getByLabelText('location')).toHaveTextContent('/helpDocs/tr-7');
    expect(calls.some((call) => call.url.endsWith('/read'))).toBe(false);
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    const { user } = renderBell({ items: [unreadApproved], unreadCount: 1, total: 1 });
    await waitFor(() => expect(bellButton()).toHaveAccessibleDescription('1 unread'));
    await user.click(bellButton());
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bellButton()).toHaveFocus();
  });
});
