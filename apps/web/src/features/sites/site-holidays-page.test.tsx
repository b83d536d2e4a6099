import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emery } from '../../test/fixtures';
import { activateLanguage } from '../../lib/i18n';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { SiteHolidaysPage } from './site-holidays-page';

function renderPage(path = '/admin/sites/site-doha/holidays') {
  let items = [{ day: '2026-12-18', name: 'National Day' }];
  const stub = stubApi(({ method, url, body }) => {
    if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
    if (url.pathname === '/api/admin/sites/site-doha/holidays' && method === 'GET') {
      return { body: { site: { id: 'site-doha', name: 'Doha' }, items } };
    }
    if (url.pathname === '/api/admin/sites/site-doha/holidays' && method === 'POST') {
      items = [...items, body as { day: string; name: string }];
      return { status: 201, body };
    }
    if (url.pathname === '/api/admin/sites/site-doha/holidays/2026-12-18' && method === 'DELETE') {
      items = [];
      return { status: 204 };
    }
    return undefined;
  });
  renderRoutes([{ path: '/admin/sites/:id/holidays', element: <SiteHolidaysPage /> }], path);
  return { ...stub, user: userEvent.setup() };
}

describe('a site’s holidays', () => {
  it('are listed by day under the site’s name, added and deleted, each saying what happened', async () => {
    const { calls, user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Holidays of Doha' });
    expect(await within(table).findByText('National Day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Holiday' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Day/ }), '2027-02-09');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Sports Day');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sports Day (Feb 9, 2027) was added.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      day: '2027-02-09',
      name: 'Sports Day',
    });

    await user.click(within(table).getByRole('button', { name: 'Delete National Day (Dec 18, 2026)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('“National Day (Dec 18, 2026)” was deleted.')).toBeInTheDocument();
  });

  it('says when the site is not there', async () => {
    renderPage('/admin/sites/site-gone/holidays');
    expect(await screen.findByText(/This site was not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sites' })).toHaveAttribute('href', '/admin/sites');
  });
});

describe('a site’s holidays in French', () => {
  it('shows its title, note and link in French', async () => {
    await activateLanguage('fr-CA');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jours fériés de Doha' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ses employés ne travaillent pas ces jours-là\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux sites' })).toHaveAttribute('href', '/admin/sites');
    expect(screen.getByRole('button', { name: 'Nouveau jour férié' })).toBeInTheDocument();
  });
});
