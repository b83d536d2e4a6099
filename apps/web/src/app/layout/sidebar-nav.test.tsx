import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Capabilities } from '@portico/domain/identity/capabilities';
import { MENU_ENTRIES } from '@portico/domain/layout/menu';
import type { CorporateLink } from '@portico/domain/quick-links/corporate-link';
import { renderAt } from '../../test/render';
import { noCapabilities } from '../../test/fixtures';
import { activateLanguage } from '../../lib/i18n';
import { MENU_LABELS } from './menu-labels';
import { SidebarNav } from './sidebar-nav';

const link = (id: string, label: string, labelFr = '') => ({
  id,
  label,
  labelFr,
  url: `https://${id}.example.com`,
  icon: 'IconLink',
  iconColor: '#1c7ed6',
});
const links = [
  {
    id: 'l1',
    label: 'Benefits',
    labelFr: '',
    url: 'https://benefits.example.com',
    icon: 'IconHeart',
    iconColor: 'red',
  },
  {
    id: 'l2',
    label: 'Payroll',
    labelFr: '',
    url: 'https://payroll.example.com',
    icon: 'IconCash',
    iconColor: 'green',
  },
];

function renderSidebar(capabilities: Capabilities, path = '/', corporateLinks: CorporateLink[] = links) {
  renderAt(
    <nav aria-label="Main navigation">
      <SidebarNav capabilities={capabilities} corporateLinks={corporateLinks} />
    </nav>,
    path,
  );
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const entryNames = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return { nav, entryNames };
}

describe('the sidebar menu follows the capabilities (spec §2 Layout, §6)', () => {
  it('shows an employee without extra capabilities the nine common entries, in order', () => {
    const { entryNames } = renderSidebar(noCapabilities);
    expect(entryNames).toEqual([
      'IT Requests',
      'Employee Forecasts',
      'Employee Directory',
      'Enterprise Org Charts',
      'My Time Away',
      'Training Library',
      'Covid Protocols',
      'Job Opportunities',
      'Corporate Forms',
    ]);
  });

  it('adds Portal Metrics and News & Events for ELT or Admin capabilities', () => {
    const { entryNames } = renderSidebar({ ...noCapabilities, portalMetrics: true, newsEvents: true });
    expect(entryNames).toContain('Portal Metrics');
    expect(entryNames).toContain('News & Events');
    expect(entryNames).not.toContain('People Metrics');
  });

  it('shows the IT Desk entry only with the IT desk capability (Admins)', () => {
    expect(renderSidebar(noCapabilities).entryNames).not.toContain('IT Desk');
    cleanup();
    const { nav, entryNames } = renderSidebar({ ...noCapabilities, itDesk: true });
    expect(entryNames.slice(0, 2)).toEqual(['IT Requests', 'IT Desk']);
    expect(within(nav).getByRole('link', { name: 'IT Desk' })).toHaveAttribute('href', '/it-desk');
  });

  it('adds People Metrics for a manager', () => {
    const { entryNames } = renderSidebar({ ...noCapabilities, peopleMetrics: true });
    expect(entryNames).toContain('People Metrics');
    expect(entryNames).not.toContain('Portal Metrics');
  });

  it('shows every entry in the spec order when every capability is set', () => {
    const all = Object.fromEntries(Object.keys(noCapabilities).map((key) => [key, true])) as Capabilities;
    const { entryNames } = renderSidebar(all);
    expect(entryNames).toEqual(MENU_ENTRIES.map((entry) => entry.label));
  });

  it('links each entry to its route and marks the current section', () => {
    const { nav } = renderSidebar(noCapabilities, '/serviceRequests/new');
    const itRequests = within(nav).getByRole('link', { name: 'IT Requests' });
    expect(itRequests).toHaveAttribute('href', '/serviceRequests');
    expect(itRequests).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Corporate Forms' })).not.toHaveAttribute('aria-current');
  });

  it('lists the corporate links in a dropdown, each opening in a new tab', async () => {
    const { nav } = renderSidebar(noCapabilities);
    await userEvent.click(within(nav).getByRole('button', { name: 'Corporate Links' }));

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Benefits (opens in a new tab)',
      'Payroll (opens in a new tab)',
    ]);
    expect(items[0]).toHaveAttribute('href', 'https://benefits.example.com');
    for (const item of items) {
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it("names every entry in the reader's language", async () => {
    expect(MENU_ENTRIES.filter((entry) => !MENU_LABELS[entry.path])).toEqual([]);
    await activateLanguage('fr-CA');
    const { entryNames } = renderSidebar(noCapabilities);
    expect(entryNames.slice(0, 3)).toEqual([
      'Demandes TI',
      'Prévisions d’embauche',
      'Répertoire des employés',
    ]);
  });
});

describe('the corporate links in each reader’s language (decision 065)', () => {
  // Written by Admins in English, in French or both; listed by the server in the reader's order.
  const bilingual = [
    link('both', 'Benefits', 'Avantages sociaux'),
    link('english', 'Webmail'),
    link('french', '', 'Covoiturage'),
  ];
  const openMenu = async () => {
    const { nav } = renderSidebar(noCapabilities, '/', bilingual);
    await userEvent.click(within(nav).getByRole('button', { name: /Corporate Links|Liens de l’entreprise/ }));
    return screen.findAllByRole('menuitem');
  };

  it('shows a French reader the French titles, by the title they see, and an English-only one marked', async () => {
    await activateLanguage('fr-CA');
    const items = await openMenu();
    expect(items.map((item) => item.textContent)).toEqual([
      'Avantages sociaux (s’ouvre dans un nouvel onglet)',
      'Covoiturage (s’ouvre dans un nouvel onglet)',
      'WebmailEnglish only (s’ouvre dans un nouvel onglet)',
    ]);
    expect(within(items[0]!).getByText('Avantages sociaux')).not.toHaveAttribute('lang');
    expect(within(items[2]!).getByText('Webmail')).toHaveAttribute('lang', 'en-CA');
    expect(within(items[2]!).getByText('English only').closest('[lang]')).toHaveAttribute('lang', 'en-CA');
    expect(screen.queryByText('Benefits')).not.toBeInTheDocument();
  });

  it('shows an English reader a French-only link marked « Français seulement », in French', async () => {
    const items = await openMenu();
    expect(items.map((item) => item.textContent)).toEqual([
      'Benefits (opens in a new tab)',
      'CovoiturageFrançais seulement (opens in a new tab)',
      'Webmail (opens in a new tab)',
    ]);
    expect(within(items[1]!).getByText('Covoiturage')).toHaveAttribute('lang', 'fr-CA');
    expect(within(items[1]!).getByText('Français seulement').closest('[lang]')).toHaveAttribute(
      'lang',
      'fr-CA',
    );
    expect(screen.queryByText('English only')).not.toBeInTheDocument();
  });
});
