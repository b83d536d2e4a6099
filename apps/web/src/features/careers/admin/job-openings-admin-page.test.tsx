import type { JobOpeningAdmin } from '@portico/domain/careers/job-opening-input';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { emery } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { JobOpeningsAdminPage } from './job-openings-admin-page';

const opening: JobOpeningAdmin = {
  id: 'job-1',
  jobTitle: 'Crane Operator',
  jobTitleFr: '',
  jobDetailsUrl: 'https://careers.example.com/jobs/1',
  applyUrl: 'https://careers.example.com/jobs/1/apply',
  datePosted: '2026-11-30',
  city: 'Regina',
  state: 'SK',
  country: 'Canada',
  isNew: true,
  createdAt: '2026-11-30T12:00:00.000Z',
};

/** The list as an Admin reading this language sees these openings. */
async function showList(language: 'en-CA' | 'fr-CA', items: JobOpeningAdmin[]) {
  await activateLanguage(language);
  stubApi(({ url }) => {
    if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
    if (url.pathname === '/api/admin/job-openings') {
      return { body: { items, total: items.length, page: 1, pageSize: 10 } };
    }
    return undefined;
  });
  renderAt(<JobOpeningsAdminPage />, '/admin/careers');
}

// jsdom's accessible names leave out the space before the unseen part of a link's name.
describe('Job Opportunities administration in English and in French (decision 065)', () => {
  it('shows an English Admin a French-only opening marked « Français seulement », as French', async () => {
    await showList('en-CA', [
      opening,
      { ...opening, id: 'job-2', jobTitle: '', jobTitleFr: 'Commis aux comptes fournisseurs' },
    ]);
    const frenchOnly = await screen.findByRole('link', { name: 'Commis aux comptes fournisseurs' });
    expect(frenchOnly).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByText('Français seulement').closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getAllByText('Français seulement')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Crane Operator' })).not.toHaveAttribute('lang');
    expect(
      screen.getByRole('link', {
        name: /^Apply\s*for Commis aux comptes fournisseurs \(opens in a new tab\)$/,
      }),
    ).toBeInTheDocument();
  });

  it('shows a French Admin the French title, and an English-only one marked, in English', async () => {
    await showList('fr-CA', [
      { ...opening, jobTitleFr: 'Grutier ou grutière' },
      { ...opening, id: 'job-2', jobTitle: 'Project Estimator' },
    ]);
    expect(await screen.findByRole('link', { name: 'Grutier ou grutière' })).not.toHaveAttribute('lang');
    expect(screen.queryByText('Crane Operator')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Project Estimator' })).toHaveAttribute('lang', 'en-CA');
    expect(screen.getByText('English only').closest('[lang]')).toHaveAttribute('lang', 'en-CA');
    expect(screen.getAllByText('English only')).toHaveLength(1);
  });
});

describe('Job Opportunities administration in French', () => {
  it('shows its heading, button, columns and links in French', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => {
      if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
      if (url.pathname === '/api/admin/job-openings') {
        return { body: { items: [opening], total: 1, page: 1, pageSize: 10 } };
      }
      return undefined;
    });
    renderAt(<JobOpeningsAdminPage />, '/admin/careers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administration des offres d’emploi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau poste à pourvoir' })).toBeInTheDocument();
    expect(await screen.findByText('Crane Operator')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Titre du poste/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Date d’affichage/ })).toBeInTheDocument();
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: /^Postuler\s*au poste Crane Operator \(s’ouvre dans un nouvel onglet\)$/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: /^Détails\s*du poste Crane Operator \(s’ouvre dans un nouvel onglet\)$/,
      }),
    ).toBeInTheDocument();
  });
});
