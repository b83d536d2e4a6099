import type { CalendarFeedStatus } from '@portico/domain/calendar-feeds/calendar-feed-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { stubApi, type StubAnswer } from '../../../test/stub-api';
import { CalendarFeedSection } from './calendar-feed-section';
import { CALENDAR_FEED_TEXTS as T } from './calendar-feed-texts';
import { activateLanguage } from '../../../lib/i18n';

const FEED = '/api/me/calendar-feed';
const urlOf = (n: number) => `https://portal.example.com/api/calendar-feeds/${String(n).repeat(43)}.ics`;

/** The server as the section sees it: one feed or none; each POST makes a new address. */
function serve(initial: CalendarFeedStatus, failWith?: StubAnswer) {
  let made = 0;
  const { calls } = stubApi(({ method, url }) => {
    if (url.pathname !== FEED) return undefined;
    if (method === 'GET') return { body: initial };
    if (failWith) return failWith;
    if (method === 'POST')
      return { status: 201, body: { url: urlOf(++made), createdAt: '2026-11-29T14:00:00Z' } };
    if (method === 'DELETE') return { status: 204 };
    return undefined;
  });
  const user = userEvent.setup();
  renderAt(<CalendarFeedSection />, '/profile');
  const changes = () => calls.filter((call) => call.method !== 'GET').map((call) => call.method);
  return { user, changes };
}

const OFF: CalendarFeedStatus = { active: false, createdAt: null };
const ON: CalendarFeedStatus = { active: true, createdAt: '2026-11-02T15:30:00Z' };
const section = async () => await screen.findByRole('region', { name: T.title });

describe('the profile’s Calendar feed', { timeout: 30_000 }, () => {
  it('says what it is, makes the link, shows it once and copies it', async () => {
    const { user, changes } = serve(OFF);
    const region = await section();
    expect(region).toHaveTextContent(T.intro);
    await user.click(await within(region).findByRole('button', { name: T.create }));

    const link = await within(region).findByRole('textbox', { name: T.linkLabel });
    expect(link).toHaveValue(urlOf(1));
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(T.linkHint);
    expect(within(region).getByRole('status')).toHaveTextContent(T.created);
    expect(changes()).toEqual(['POST']);

    await user.click(within(region).getByRole('button', { name: T.copy }));
    expect(await navigator.clipboard.readText()).toBe(urlOf(1));
    expect(await within(region).findByRole('button', { name: T.copied })).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(T.copiedMessage);
  });

  it('after a reload shows since when it is on, never the link', async () => {
    serve(ON);
    const region = await section();
    expect(await within(region).findByText(T.onSince('Nov 2, 2026'))).toBeInTheDocument();
    expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: T.create })).not.toBeInTheDocument();
  });

  it.each([
    {
      action: T.reset,
      dialog: T.resetTitle,
      message: T.resetMessage,
      call: 'POST',
      said: T.resetDone,
      after: () => screen.getByRole('textbox', { name: T.linkLabel }),
    },
    {
      action: T.turnOff,
      dialog: T.turnOffTitle,
      message: T.turnOffMessage,
      call: 'DELETE',
      said: T.turnedOff,
      after: () => screen.getByRole('button', { name: T.create }),
    },
  ])(
    '$action asks first, then says what happened',
    async ({ action, dialog, message, call, said, after }) => {
      const { user, changes } = serve(ON);
      const region = await section();
      await user.click(await within(region).findByRole('button', { name: action }));
      const confirm = await screen.findByRole('dialog', { name: dialog });
      expect(confirm).toHaveTextContent(message);

      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(changes()).toEqual([]);

      await user.click(within(region).getByRole('button', { name: action }));
      await user.click(
        within(await screen.findByRole('dialog', { name: dialog })).getByRole('button', { name: action }),
      );
      expect(await within(region).findByText(said)).toBeInTheDocument();
      expect(changes()).toEqual([call]);
      expect(after()).toBeInTheDocument();
    },
  );

  it('says so when the change fails, and shows no link', async () => {
    const { user } = serve(OFF, {
      status: 503,
      body: { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Try again shortly.' },
    });
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: T.create }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Try again shortly.');
    expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('the profile’s Calendar feed in French', () => {
  it('says what it is and makes the link in French', async () => {
    await activateLanguage('fr-CA');
    const { user } = serve(OFF);
    const region = await screen.findByRole('region', { name: 'Flux de calendrier' });
    expect(region).toHaveTextContent('Un lien privé qui tient à jour vos absences');
    await user.click(await within(region).findByRole('button', { name: 'Créer le lien' }));
    expect(
      await within(region).findByRole('textbox', { name: 'Le lien de votre flux de calendrier' }),
    ).toHaveValue(urlOf(1));
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Le lien de votre flux de calendrier est prêt.',
    );
    expect(within(region).getByRole('button', { name: 'Désactiver' })).toBeInTheDocument();
  });
});
