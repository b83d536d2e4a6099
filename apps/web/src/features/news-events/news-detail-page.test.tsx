import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsPost } from '@portico/domain/news-events/news-dto';
import { activateLanguage } from '../../lib/i18n';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { NewsDetailPage } from './news-detail-page';

const post: NewsPost = {
  id: 'post-1',
  type: 'Event',
  title: 'Town hall',
  briefDescription: 'All hands in the atrium',
  backgroundImage: 'background1',
  visibleFrom: '2026-12-01',
  visibleTo: '2026-12-10',
  createdAt: '2026-11-28T15:00:00.000Z',
  description: '<p>Bring questions.</p>',
  authorName: 'Drew Okafor',
  visibility: 'scheduled',
  canChange: true,
};

const renderPage = (path: string) =>
  renderRoutes([{ path: '/newsEvents/:id', element: <NewsDetailPage /> }], path);

describe('a News & Events post in French', () => {
  it('shows its heading, buttons and byline in French; the post as written', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => (url.pathname === '/api/news-events/post-1' ? { body: post } : undefined));
    renderPage('/newsEvents/post-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détails de la nouvelle ou de l’événement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Town hall' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter au calendrier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(screen.getByText('Planifiée')).toBeInTheDocument();
    expect(screen.getByText('Par Drew Okafor · Visible du 1 déc. 2026 au 10 déc. 2026')).toBeInTheDocument();
  });

  it('says in French that a post is not found', async () => {
    await activateLanguage('fr-CA');
    stubApi(() => undefined);
    renderPage('/newsEvents/post-2');
    expect(
      await screen.findByText('Cette publication est introuvable ou n’est pas affichée en ce moment.'),
    ).toBeInTheDocument();
  });
});
