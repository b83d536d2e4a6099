import type { AccessRole } from '@portico/domain/identity/roles';
import type { SiteRow } from '@portico/domain/sites/site-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emery } from '../../test/fixtures';
import { activateLanguage } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { SitesAdminPage } from './sites-admin-page';

const DOHA: SiteRow = {
  id: 'site-doha',
  name: 'Doha',
  country: 'QA',
  timeZone: 'Asia/Qatar',
  workingWeek: [0, 1, 2, 3, 4],
  peopleCount: 1234,
};
const TORONTO: SiteRow = {
  id: 'site-toronto',
  name: 'Toronto',
  country: 'CA',
  timeZone: 'America/Toronto',
  workingWeek: [1, 2, 3, 4, 5],
  peopleCount: 0,
};

function renderPage(roles: AccessRole[] = ['Admin']) {
  const stub = stubApi(({ method, url, body }) => {
    if (url.pathname === '/api/me') return { body: { ...emery, roles } };
    if (url.pathname === '/api/admin/sites' && method === 'GET') {
      return { body: { items: [DOHA, TORONTO], total: 2, page: 1, pageSize: 10 } };
    }
    if (url.pathname === '/api/admin/sites' && method === 'POST') {
      return { status: 201, body: { id: 'site-new', peopleCount: 0, ...(body as object) } };
    }
    if (url.pathname === '/api/admin/sites/site-doha' && method === 'PATCH') {
      return { body: { ...DOHA, ...(body as object) } };
    }
    if (url.pathname === '/api/admin/sites/site-doha' && method === 'DELETE') {
      return {
        status: 409,
        body: {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'Doha cannot be deleted: 1234 current employees work there.',
        },
      };
    }
    if (url.pathname === '/api/admin/sites/site-toronto' && method === 'DELETE') return { status: 204 };
    return undefined;
  });
  renderAt(<SitesAdminPage />, '/admin/sites');
  return { ...stub, user: userEvent.setup() };
}

const rowOf = async (name: string) => within((await screen.findByText(name, { exact: true })).closest('tr')!);

describe('the Sites screen', () => {
  it('lists each site with its country, zone, week and people, and links to its holidays', async () => {
    renderPage();
    const doha = await rowOf('Doha');
    expect(doha.getByText('QA')).toBeInTheDocument();
    expect(doha.getByText('Asia/Qatar')).toBeInTheDocument();
    expect(doha.getByText('Sun–Thu')).toHaveAttribute(
      'title',
      'Sunday, Monday, Tuesday, Wednesday, Thursday',
    );
    expect(doha.getByText('1,234')).toBeInTheDocument();
    expect(doha.getByRole('link', { name: 'Holidays of Doha' })).toHaveAttribute(
      'href',
      '/admin/sites/site-doha/holidays',
    );
    expect((await rowOf('Toronto')).getByText('Mon–Fri')).toBeInTheDocument();
  });

  it('edits a site in its modal, every field sent, and says what happened', async () => {
    const { calls, user } = renderPage();
    await user.click((await rowOf('Doha')).getByRole('button', { name: 'Edit Doha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Doha');
    expect(within(dialog).getByRole('combobox', { name: /^Time zone/ })).toHaveValue(
      'Asia/Qatar (GMT+03:00)',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Doha was saved. Its people’s day and working days follow it from now on.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Doha',
      country: 'QA',
      timeZone: 'Asia/Qatar',
      workingWeek: [0, 1, 2, 3, 4, 6],
    });
  });

  it('adds a site from New Site', async () => {
    const { calls, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Site' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Site' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Calgary');
    await user.type(within(dialog).getByRole('textbox', { name: /^Country/ }), 'CA');
    await user.type(within(dialog).getByRole('combobox', { name: /^Time zone/ }), 'Edmonton');
    await user.click(await screen.findByRole('option', { name: /^America\/Edmonton/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Calgary was added. Add its holidays from its row.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Calgary',
      country: 'CA',
      timeZone: 'America/Edmonton',
      workingWeek: [1, 2, 3, 4, 5],
    });
  });

  it('asks before deleting, and says why a site where people work cannot be', async () => {
    const { user } = renderPage();
    await user.click((await rowOf('Doha')).getByRole('button', { name: 'Delete Doha' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText('Doha cannot be deleted: 1234 current employees work there.'),
    ).toBeInTheDocument();

    await user.click((await rowOf('Toronto')).getByRole('button', { name: 'Delete Toronto' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Toronto was deleted, with its holidays.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Doha cannot be deleted/)).not.toBeInTheDocument());
  });

  it('is not for HR or anyone else without Admin', async () => {
    renderPage(['HR']);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});

describe('the Sites screen in French', () => {
  it('shows its title, columns, week, links and modal in French', async () => {
    await activateLanguage('fr-CA');
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sites' })).toBeInTheDocument();
    const doha = await rowOf('Doha');
    expect(doha.getByText('dim.–jeu.')).toHaveAttribute('title', 'dimanche, lundi, mardi, mercredi, jeudi');
    expect(doha.getByRole('link', { name: 'Jours fériés de Doha' })).toBeInTheDocument();
    expect((await rowOf('Toronto')).getByText('lun.–ven.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Fuseau horaire/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Semaine de travail/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nouveau site' }));
    expect(await screen.findByRole('dialog', { name: 'Nouveau site' })).toBeInTheDocument();
    expect(screen.getByText('Son code à deux lettres : CA, US, QA.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'lundi' })).toBeChecked();
  });
});
