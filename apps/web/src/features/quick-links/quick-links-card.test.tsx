import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { activateLanguage } from '../../lib/i18n';
import { emery } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { QuickLinksCard } from './quick-links-card';

const link = (index: number, overrides: Partial<QuickLink> = {}): QuickLink => ({
  id: `link-${index}`,
  label: `Link ${index}`,
  labelFr: '',
  url: `https://link-${index}.example.com`,
  icon: 'IconWorld',
  iconColor: '#1c7ed6',
  isCorporate: false,
  company: null,
  canEdit: true,
  createdAt: '2026-01-01T12:00:00.000Z',
  ...overrides,
});

/** 13 links: 10 of the person's own, then 3 corporate ones. */
const ALL = Array.from({ length: 13 }, (_, index) =>
  index < 10
    ? link(index + 1)
    : link(index + 1, { isCorporate: true, canEdit: false, label: `Corporate ${index + 1}` }),
);

function stubLinks() {
  return stubApi(({ url }) => {
    if (url.pathname === '/api/me') return { body: emery };
    if (url.pathname !== '/api/quick-links') return undefined;
    const size = url.searchParams.get('pageSize');
    const items = size === 'all' ? ALL : ALL.slice(0, Number(size));
    return { body: { items, total: ALL.length, page: 1, pageSize: size === 'all' ? 1000 : Number(size) } };
  });
}

const tiles = () => within(screen.getByRole('list', { name: 'Quick links' })).getAllByRole('listitem');

describe('the dashboard quick-links grid (spec §2 Dashboard)', { timeout: 30_000 }, () => {
  it("shows the first 11 links and a New tile; 'see more' shows all, 'see less' the first 11 again", async () => {
    const { calls } = stubLinks();
    const user = userEvent.setup();
    renderAt(<QuickLinksCard />);

    expect(await screen.findByRole('link', { name: /Link 1 / })).toHaveAttribute(
      'href',
      'https://link-1.example.com',
    );
    expect(tiles()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Corporate 13/ })).not.toBeInTheDocument();
    expect(
      calls.find((call) => call.url.pathname === '/api/quick-links')!.url.searchParams.get('pageSize'),
    ).toBe('11');

    await user.click(screen.getByRole('button', { name: 'see more' }));
    expect(await screen.findByRole('link', { name: /Corporate 13/ })).toBeInTheDocument();
    expect(tiles()).toHaveLength(14);

    await user.click(screen.getByRole('button', { name: 'see less' }));
    await screen.findByRole('button', { name: 'see more' });
    expect(screen.queryByRole('link', { name: /Corporate 13/ })).not.toBeInTheDocument();
    expect(tiles()).toHaveLength(12);
  });

  it('gives each personal link an Edit/Delete menu and corporate links none', async () => {
    stubLinks();
    const user = userEvent.setup();
    renderAt(<QuickLinksCard />);
    await user.click(await screen.findByRole('button', { name: 'see more' }));
    await screen.findByRole('link', { name: /Corporate 13/ });
    expect(screen.getByRole('button', { name: 'Actions for Link 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Corporate 11' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Actions for Link 1' }));
    // The menu is still fading in, so its items count as hidden for a moment.
    expect(await screen.findByRole('menuitem', { name: 'Edit', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete', hidden: true })).toBeInTheDocument();
  });

  it("offers no 'see more' when every link fits", async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/quick-links'
        ? { body: { items: [link(1)], total: 1, page: 1, pageSize: 11 } }
        : undefined,
    );
    renderAt(<QuickLinksCard />);
    await screen.findByRole('link', { name: /Link 1 / });
    expect(screen.queryByRole('button', { name: 'see more' })).not.toBeInTheDocument();
  });
});

describe('the quick-links grid in French', { timeout: 30_000 }, () => {
  it('names its tiles and opens the New Link form in French, its texts from the later screens’ catalogue', async () => {
    await activateLanguage('fr-CA');
    stubLinks();
    const user = userEvent.setup();
    renderAt(<QuickLinksCard />);

    expect(await screen.findByRole('heading', { name: 'Liens rapides' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Link 1 (s’ouvre dans un nouvel onglet)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'voir plus' }));
    expect(await screen.findByRole('button', { name: 'voir moins' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nouveau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau lien' });
    expect(within(dialog).getByRole('textbox', { name: 'Titre' })).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Rechercher une icône')).toBeInTheDocument();
  });
});

describe(
  'a corporate link on the dashboard in each reader’s language (decision 065)',
  { timeout: 30_000 },
  () => {
    const corporate = { isCorporate: true, canEdit: false };
    const LINKS = [
      link(1, { ...corporate, label: 'Benefits', labelFr: 'Avantages sociaux' }),
      link(2, { ...corporate, label: 'Webmail' }),
      link(3, { ...corporate, label: '', labelFr: 'Covoiturage' }),
      // A person's own title is theirs, in whatever language they wrote it: never marked.
      link(4, { label: 'Horaire de l’équipe' }),
    ];
    const showLinks = () => {
      stubApi(({ url }) =>
        url.pathname === '/api/quick-links'
          ? { body: { items: LINKS, total: LINKS.length, page: 1, pageSize: 11 } }
          : undefined,
      );
      renderAt(<QuickLinksCard />);
    };

    it('shows a French reader its French title, and an English-only one marked “English only” in English', async () => {
      await activateLanguage('fr-CA');
      showLinks();
      expect(await screen.findByText('Avantages sociaux')).not.toHaveAttribute('lang');
      expect(screen.queryByText('Benefits')).not.toBeInTheDocument();
      expect(screen.getByText('Webmail')).toHaveAttribute('lang', 'en-CA');
      const marks = screen.getAllByText('English only');
      expect(marks).toHaveLength(1);
      expect(marks[0]!.closest('[lang]')).toHaveAttribute('lang', 'en-CA');
      expect(screen.getByRole('link', { name: /^Webmail English only/ })).toBeInTheDocument();
      expect(screen.getByText('Horaire de l’équipe')).not.toHaveAttribute('lang');
    });

    it('shows an English reader a French-only link marked « Français seulement », in French', async () => {
      showLinks();
      expect(await screen.findByText('Covoiturage')).toHaveAttribute('lang', 'fr-CA');
      const marks = screen.getAllByText('Français seulement');
      expect(marks).toHaveLength(1);
      expect(marks[0]!.closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
      expect(screen.getByText('Benefits')).toBeInTheDocument();
      expect(screen.queryByText('English only')).not.toBeInTheDocument();
      // Nor is the person's own link marked French only, whatever its words.
      expect(
        screen.getByRole('link', { name: 'Horaire de l’équipe (opens in a new tab)' }),
      ).toBeInTheDocument();
    });
  },
);
