import type { JobOpening } from '@portico/domain/careers/job-opening-schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { CareersPage } from './careers-page';

const opening = (id: string, jobTitle: string, jobTitleFr: string): JobOpening => ({
  id,
  jobTitle,
  jobTitleFr,
  jobDetailsUrl: `https://careers.example.com/jobs/${id}`,
  applyUrl: `https://careers.example.com/jobs/${id}/apply`,
  datePosted: '2026-11-30',
  city: 'Montréal',
  state: 'QC',
  country: 'Canada',
  isNew: false,
});

const OPENINGS = [
  opening('both', 'Warehouse Associate', 'Préposé ou préposée à l’entrepôt'),
  opening('english', 'Project Estimator', ''),
  opening('french', '', 'Commis aux comptes fournisseurs'),
];

/** The careers page in a language, its three openings answered whatever the search. */
async function showPage(language: 'en-CA' | 'fr-CA') {
  await activateLanguage(language);
  stubApi(({ url }) =>
    url.pathname === '/api/job-openings'
      ? { body: { items: OPENINGS, total: 3, page: 1, pageSize: 3 } }
      : undefined,
  );
  renderAt(<CareersPage />, '/careers');
  const cards = await screen.findAllByRole('listitem');
  return cards.map((card) => within(card));
}

describe('the careers page in each reader’s language (decision 065)', () => {
  it('shows a French reader the French titles; an English-only one marked, in English', async () => {
    const cards = await showPage('fr-CA');
    const [both, englishOnly, frenchOnly] = cards;
    expect(both!.getByRole('link', { name: 'Préposé ou préposée à l’entrepôt' })).not.toHaveAttribute('lang');
    expect(screen.queryByText('Warehouse Associate')).not.toBeInTheDocument();
    expect(englishOnly!.getByRole('link', { name: 'Project Estimator' })).toHaveAttribute('lang', 'en-CA');
    expect(englishOnly!.getByText('English only').closest('[lang]')).toHaveAttribute('lang', 'en-CA');
    expect(frenchOnly!.getByRole('link', { name: 'Commis aux comptes fournisseurs' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getAllByText('English only')).toHaveLength(1);
    expect(screen.queryByText('Français seulement')).not.toBeInTheDocument();
  });

  it('shows an English reader « Français seulement » on a French-only opening, marked as French', async () => {
    const cards = await showPage('en-CA');
    const [both, englishOnly, frenchOnly] = cards;
    expect(both!.getByRole('link', { name: 'Warehouse Associate' })).not.toHaveAttribute('lang');
    expect(englishOnly!.queryByText('English only')).not.toBeInTheDocument();
    expect(frenchOnly!.getByRole('link', { name: 'Commis aux comptes fournisseurs' })).toHaveAttribute(
      'lang',
      'fr-CA',
    );
    expect(frenchOnly!.getByText('Français seulement').closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getAllByText('Français seulement')).toHaveLength(1);
  });
});
