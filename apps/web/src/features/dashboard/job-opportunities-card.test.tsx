import type { JobOpening } from '@portico/domain/careers/job-opening-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { JobOpportunitiesCard } from './job-opportunities-card';

const job = (n: number, isNew: boolean): JobOpening => ({
  id: `job-${n}`,
  jobTitle: `Job ${n}`,
  jobTitleFr: '',
  jobDetailsUrl: `https://careers.example.com/jobs/${n}`,
  applyUrl: `https://careers.example.com/jobs/${n}/apply`,
  datePosted: '2026-03-10',
  city: 'Calgary',
  state: 'AB',
  country: 'Canada',
  isNew,
});

/** Seven openings: the first two new, answered 3 a page as the server does. */
const ALL = [1, 2, 3, 4, 5, 6, 7].map((n) => job(n, n <= 2));

function stubJobs() {
  return stubApi(({ url }) => {
    if (url.pathname !== '/api/job-openings') return undefined;
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('pageSize'));
    return {
      body: { items: ALL.slice((page - 1) * size, page * size), total: ALL.length, page, pageSize: size },
    };
  });
}

/** The list's code loads lazily, which takes a moment in a test run's cold transform. */
const LAZY_LOAD = { timeout: 15_000 };

const titles = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);

describe('the job opportunities card (spec §2 Dashboard, §9)', { timeout: 30_000 }, () => {
  it("shows 3 a page, with the 'New' badge only on those the server flags", async () => {
    const { calls } = stubJobs();
    renderWithProviders(<JobOpportunitiesCard />);
    await screen.findByText('Job 1', undefined, LAZY_LOAD);
    const card = screen.getByRole('region', { name: 'Job Opportunities' });
    expect(titles(card)).toEqual(['Job 1', 'Job 2', 'Job 3']);
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, true, false]);
    expect(within(items[0]!).getByRole('link', { name: 'Job 1' })).toHaveAttribute(
      'href',
      'https://careers.example.com/jobs/1',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Apply for Job 1' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(items[0]).toHaveTextContent('Calgary, AB, Canada');
    expect(calls[0]!.url.searchParams.get('pageSize')).toBe('3');
  });

  it('pages with next and previous, 3 page numbers shown', async () => {
    stubJobs();
    renderWithProviders(<JobOpportunitiesCard />);
    await screen.findByText('Job 1', undefined, LAZY_LOAD);
    const card = screen.getByRole('region', { name: 'Job Opportunities' });
    const pager = within(card).getByRole('navigation', { name: 'Pages of job opportunities' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await within(card).findByText('Job 4');
    expect(titles(card)).toEqual(['Job 4', 'Job 5', 'Job 6']);
    expect(within(card).queryByText('New')).not.toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await within(card).findByText('Job 7');
    expect(titles(card)).toEqual(['Job 7']);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await within(card).findByText('Job 4');
  });

  it('says so when there are none', async () => {
    stubApi(() => ({ body: { items: [], total: 0, page: 1, pageSize: 3 } }));
    renderWithProviders(<JobOpportunitiesCard />);
    expect(await screen.findByText('No Data to Display', undefined, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('the job opportunities card in each reader’s language (decision 065)', { timeout: 30_000 }, () => {
  const openings: JobOpening[] = [
    { ...job(1, true), jobTitle: 'Crane Operator', jobTitleFr: 'Grutier ou grutière' },
    { ...job(2, false), jobTitle: 'Payroll Specialist' },
    { ...job(3, false), jobTitle: '', jobTitleFr: 'Commis aux comptes fournisseurs', city: 'Montréal' },
  ];
  async function showCard(language: 'en-CA' | 'fr-CA') {
    await activateLanguage(language);
    stubApi(({ url }) =>
      url.pathname === '/api/job-openings'
        ? { body: { items: openings, total: 3, page: 1, pageSize: 3 } }
        : undefined,
    );
    renderWithProviders(<JobOpportunitiesCard />);
    await screen.findAllByRole('listitem', undefined, LAZY_LOAD);
    return within(screen.getByRole('region', { name: /Job Opportunities|Offres d’emploi/ }))
      .getAllByRole('listitem')
      .map((item) => within(item));
  }

  it('a French reader sees the French title, and an English-only one marked, in English', async () => {
    const [both, englishOnly, frenchOnly] = await showCard('fr-CA');
    const title = both!.getByRole('link', { name: 'Grutier ou grutière' });
    expect(title).not.toHaveAttribute('lang');
    expect(both!.queryByText('English only')).not.toBeInTheDocument();
    expect(both!.getByRole('link', { name: 'Postuler : Grutier ou grutière' })).toBeInTheDocument();
    expect(englishOnly!.getByRole('link', { name: 'Payroll Specialist' })).toHaveAttribute('lang', 'en-CA');
    expect(englishOnly!.getByText('English only').closest('[lang]')).toHaveAttribute('lang', 'en-CA');
    expect(frenchOnly!.getByRole('link', { name: 'Commis aux comptes fournisseurs' })).not.toHaveAttribute(
      'lang',
    );
    expect(frenchOnly!.queryByText('Français seulement')).not.toBeInTheDocument();
  });

  it('an English reader sees the English title, and a French-only one marked « Français seulement »', async () => {
    const [both, , frenchOnly] = await showCard('en-CA');
    expect(both!.getByRole('link', { name: 'Crane Operator' })).not.toHaveAttribute('lang');
    expect(both!.getByRole('link', { name: 'Apply for Crane Operator' })).toBeInTheDocument();
    expect(both!.queryByText('Grutier ou grutière')).not.toBeInTheDocument();
    expect(frenchOnly!.getByRole('link', { name: 'Commis aux comptes fournisseurs' })).toHaveAttribute(
      'lang',
      'fr-CA',
    );
    expect(frenchOnly!.getByText('Français seulement').closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
    expect(
      frenchOnly!.getByRole('link', { name: 'Apply for Commis aux comptes fournisseurs' }),
    ).toBeInTheDocument();
  });
});
