import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { activateLanguage } from '../../lib/i18n';
import { CorporateMetricsPage } from './corporate-metrics-page';

const card = (title: string) => screen.getByRole('region', { name: title });

/** The table behind a card's 'Show the figures', as rows of cell texts (header row first). */
async function figuresOf(title: string) {
  await userEvent.setup().click(within(card(title)).getByText(/^Show the figures/));
  const table = within(card(title)).getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('the Corporate dashboard (spec §2 /corporateMetrics, decision 041)', () => {
  it('says the figures are samples, above its three titled charts', () => {
    renderAt(<CorporateMetricsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Sample figures')).toBeInTheDocument();
    expect(screen.getByText(/They are not the group’s results\./)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Revenue by Month',
      'Revenue by Region',
      'Share of Revenue by Region',
    ]);
  });

  it('gives each chart its figures as a table, in the chart’s order', async () => {
    renderAt(<CorporateMetricsPage />);
    const months = await figuresOf('Revenue by Month');
    expect(months[0]).toEqual(['Month', 'Revenue (CA$ thousands)']);
    expect(months.slice(1).map((row) => row[0])).toEqual([
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
    ]);
    expect(months[1]).toEqual(['Jun', '2,310']);

    expect(await figuresOf('Revenue by Region')).toEqual([
      ['Region', 'Revenue (CA$ thousands)'],
      ['Canada', '16,410'],
      ['USA', '11,290'],
      ['Doha', '2,835'],
    ]);
    expect(await figuresOf('Share of Revenue by Region')).toEqual([
      ['Region', 'Revenue (CA$ thousands)', 'Share'],
      ['Canada', '16,410', '54%'],
      ['USA', '11,290', '37%'],
      ['Doha', '2,835', '9%'],
    ]);
  });
});

describe('the Corporate dashboard in French', () => {
  it('shows its notice, charts and figures in French', async () => {
    await activateLanguage('fr-CA');
    renderAt(<CorporateMetricsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tableau de bord de l’entreprise' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chiffres fictifs')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Revenus par mois',
      'Revenus par région',
      'Part des revenus par région',
    ]);
    const region = card('Revenus par région');
    expect(within(region).getAllByText('Revenus (milliers de $ CA)').length).toBeGreaterThan(0);
    const table = within(region).getByRole('table', { name: 'Revenus par région', hidden: true });
    expect(within(table).getByText('États-Unis')).toBeInTheDocument();
    expect(within(table).getByText('Région')).toBeInTheDocument();
  });
});
