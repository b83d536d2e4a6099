import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { activateLanguage } from '../../lib/i18n';
import { emery } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { CorporateLinksAdminPage } from './corporate-links-admin-page';

const link = (id: string, label: string, labelFr: string): QuickLink => ({
  id,
  label,
  labelFr,
  url: `https://${id}.example.com`,
  icon: 'IconWorld',
  iconColor: '#1c7ed6',
  isCorporate: true,
  company: null,
  canEdit: true,
  createdAt: '2026-11-01T12:00:00.000Z',
});
const LINKS = [
  link('both', 'Benefits', 'Avantages sociaux'),
  link('english', 'Webmail', ''),
  link('french', '', 'Covoiturage'),
];

function showPage() {
  const { calls } = stubApi(({ url }) => {
    if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
    if (url.pathname === '/api/admin/companies') return { body: { items: [] } };
    if (url.pathname === '/api/admin/corporate-links')
      return { body: { items: LINKS, total: LINKS.length, page: 1, pageSize: 10 } };
    return undefined;
  });
  renderAt(<CorporateLinksAdminPage />, '/admin/quick-links');
  return calls;
}

describe('the Corporate Links screen in each Admin’s language (decision 065)', () => {
  it('shows a French reader each link’s French title, and an English-only one marked in English', async () => {
    await activateLanguage('fr-CA');
    const calls = showPage();
    expect(await screen.findByText('Avantages sociaux')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Benefits')).not.toBeInTheDocument();
    expect(screen.getByText('Webmail')).toHaveAttribute('lang', 'en-CA');
    // The title is the link; the mark stands beside it.
    const webmail = within(screen.getByRole('table')).getByRole('link', { name: /^Webmail/ });
    expect(webmail).toHaveAttribute('href', 'https://english.example.com');
    const marks = screen.getAllByText('English only');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('[lang]')).toHaveAttribute('lang', 'en-CA');
    // Its title sort is the server's, by the title the reader sees.
    const asked = calls.find((call) => call.url.pathname === '/api/admin/corporate-links')!;
    expect(asked.url.searchParams.get('sort')).toBe('label');
  });

  it('shows an English reader a French-only link marked « Français seulement », in French', async () => {
    showPage();
    expect(await screen.findByText('Covoiturage')).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByText('Français seulement').closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByText('Benefits')).not.toHaveAttribute('lang');
    expect(screen.queryByText('English only')).not.toBeInTheDocument();
  });
});
