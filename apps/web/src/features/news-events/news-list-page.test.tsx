import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsListItem } from '@portico/domain/news-events/news-dto';
import { activateLanguage } from '../../lib/i18n';
import { emery, noCapabilities } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { NewsListPage } from './news-list-page';

const post: NewsListItem = {
  id: 'post-1',
  type: 'Event',
  title: 'Town hall',
  briefDescription: '',
  titleFr: '',
  briefDescriptionFr: '',
  backgroundImage: 'background1',
  visibleFrom: '2026-12-01',
  visibleTo: '2026-12-10',
  createdAt: '2026-11-28T15:00:00.000Z',
  visibility: 'scheduled',
};

function renderPage(newsEvents = true) {
  stubApi(({ url }) => {
    if (url.pathname === '/api/me') {
      return { body: { ...emery, capabilities: { ...noCapabilities, newsEvents } } };
    }
    if (url.pathname === '/api/news-events')
      return { body: { items: [post], total: 1, page: 1, pageSize: 10 } };
    return undefined;
  });
  renderAt(<NewsListPage />, '/newsEvents');
}

describe('News & Events in French', () => {
  it('shows its heading, button, columns and a post’s status in French; the title as written', async () => {
    await activateLanguage('fr-CA');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nouvelles et événements' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nouveau' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mes nouvelles' });
    const row = within((await within(table).findByText('Town hall')).closest('tr')!);
    expect(row.getByText('Planifiée')).toBeInTheDocument();
    for (const header of ['Titre', 'Type', 'Visible à partir du', 'Visible jusqu’au', 'Statut', 'Créée']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
  });

  it('tells someone without access in French', async () => {
    await activateLanguage('fr-CA');
    renderPage(false);
    expect(await screen.findByText('Vous n’avez pas accès à cette page.')).toBeInTheDocument();
  });
});
