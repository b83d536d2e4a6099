import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emery } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { requestRow } from '../../test/request-fixtures';
import { stubApi } from '../../test/stub-api';
import { activateLanguage } from '../../lib/i18n';
import { DashboardPage } from './dashboard-page';

describe('the dashboard (spec §2 Dashboard)', { timeout: 30_000 }, () => {
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

  it('greets the person by given name with their job title, and shows the latest Wall of Wow', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/api/me') return { body: { ...emery, jobTitle: 'Financial Analyst' } };
      if (url.pathname === '/api/wall-of-wow/current') {
        return {
          body: {
            wallOfWow: {
              id: 'wow-1',
              month: '2026-11-01',
              winner: { id: 'emp-9', name: 'Robin Vasquez' },
              nominatedBy: 'Drew Okafor',
              value: 'Customer First',
              imageUrl: '/wall-of-wow/star.svg',
            },
          },
        };
      }
      return undefined;
    });
    renderAt(<DashboardPage />);

    const greeting = await screen.findByRole('region', { name: 'Greeting' });
    expect(within(greeting).getByRole('heading', { name: 'Hello, Emery!' })).toBeInTheDocument();
    expect(greeting).toHaveTextContent('Financial Analyst');

    const wow = screen.getByRole('region', { name: 'Wall of Wow' });
    await within(wow).findByText('November 2026');
    const facts = Object.fromEntries(
      within(wow)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Winner: 'Robin Vasquez',
      'Nominated by': 'Drew Okafor',
      Value: 'Customer First',
    });
    expect(wow.querySelector('img')).toHaveAttribute('src', '/wall-of-wow/star.svg');
  });

  it('shows a month whose picture is not uploaded yet without a picture', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/wall-of-wow/current'
        ? {
            body: {
              wallOfWow: {
                id: 'wow-2',
                month: '2026-12-01',
                winner: { id: 'emp-9', name: 'Robin Vasquez' },
                nominatedBy: 'Drew Okafor',
                value: 'Own It',
                imageUrl: null,
              },
            },
          }
        : undefined,
    );
    renderAt(<DashboardPage />);
    const wow = screen.getByRole('region', { name: 'Wall of Wow' });
    await within(wow).findByText('December 2026');
    expect(wow.querySelector('img')).toBeNull();
  });

  it('shows a value written in French only with « Français seulement », marked as French', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/wall-of-wow/current'
        ? {
            body: {
              wallOfWow: {
                id: 'wow-3',
                month: '2026-12-01',
                winner: { id: 'emp-9', name: 'Robin Vasquez' },
                nominatedBy: 'Drew Okafor',
                value: '',
                valueFr: 'Plus forts ensemble',
                imageUrl: null,
              },
            },
          }
        : undefined,
    );
    renderAt(<DashboardPage />);
    const wow = screen.getByRole('region', { name: 'Wall of Wow' });
    const value = await within(wow).findByText('Plus forts ensemble');
    expect(value).toHaveAttribute('lang', 'fr-CA');
    expect(within(value).getByText('Français seulement')).toBeInTheDocument();
  });

  it('says so before the first Wall of Wow', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/wall-of-wow/current' ? { body: { wallOfWow: null } } : undefined,
    );
    renderAt(<DashboardPage />);
    const wow = screen.getByRole('region', { name: 'Wall of Wow' });
    expect(await within(wow).findByText('No Data to Display')).toBeInTheDocument();
  });
});

describe('the dashboard in French', { timeout: 30_000 }, () => {
  it('shows its cards’ headings, links and empty states in French', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => {
      if (url.pathname === '/api/requests/summary')
        return { body: { openCount: 2, approvalPendingCount: 0 } };
      if (url.pathname === '/api/requests') return { body: { items: [], total: 0, page: 1, pageSize: 5 } };
      if (url.pathname === '/api/wall-of-wow/current') return { body: { wallOfWow: null } };
      return undefined;
    });
    renderAt(<DashboardPage />);

    expect(await screen.findByRole('link', { name: /Demandes TI ouvertes/ })).toHaveTextContent(
      'Voir les demandes ouvertes',
    );
    const recent = screen.getByRole('region', { name: 'Demandes TI récentes' });
    expect(recent).toHaveTextContent('Les 5 demandes les plus récentes');
    expect(within(recent).getByRole('link', { name: 'Tout voir' })).toBeInTheDocument();
    expect(await within(recent).findByText('Aucune donnée à afficher')).toBeInTheDocument();
    const wow = screen.getByRole('region', { name: 'Mur des bravos' });
    expect(await within(wow).findByText('Aucune donnée à afficher')).toBeInTheDocument();
  });
});
