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
  titleFr: '',
  briefDescriptionFr: '',
  descriptionFr: '',
  authorName: 'Drew Okafor',
  visibility: 'scheduled',
  canChange: true,
};

const renderPage = (path: string) =>
  renderRoutes([{ path: '/newsEvents/:id', element: <NewsDetailPage /> }], path);

/** The page of a post with these texts, in a language. */
async function showPost(language: 'en-CA' | 'fr-CA', texts: Partial<NewsPost> = {}) {
  await activateLanguage(language);
  const body = { ...post, ...texts };
  stubApi(({ url }) => (url.pathname === '/api/news-events/post-1' ? { body } : undefined));
  renderPage('/newsEvents/post-1');
}

describe('a News & Events post in English', () => {
  it('shows a post in French only with « Français seulement », marked as French', async () => {
    await showPost('en-CA', {
      title: '',
      briefDescription: '',
      description: '',
      titleFr: 'Assemblée',
      descriptionFr: '<p>Vos questions.</p>',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Assemblée' })).toHaveAttribute(
      'lang',
      'fr-CA',
    );
    expect(screen.getByText('Français seulement').closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
  });
});

describe('a News & Events post in French', () => {
  it('shows its heading, buttons and byline in French; the post as written', async () => {
    await showPost('fr-CA');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détails de la nouvelle ou de l’événement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Town hall' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter au calendrier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(screen.getByText('Planifiée')).toBeInTheDocument();
    expect(screen.getByText('Événement')).toBeInTheDocument();
    expect(screen.getByText('Par Drew Okafor · Visible du 1 déc. 2026 au 10 déc. 2026')).toBeInTheDocument();
  });

  it('shows a post written in both languages in French, unmarked', async () => {
    await showPost('fr-CA', {
      titleFr: 'Assemblée',
      briefDescriptionFr: 'Tous à l’atrium',
      descriptionFr: '<p>Vos questions.</p>',
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Assemblée' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Vos questions.')).toBeInTheDocument();
    expect(screen.queryByText('Town hall')).not.toBeInTheDocument();
    expect(screen.queryByText('English only')).not.toBeInTheDocument();
  });

  it('marks a post in English only, in English, for a French reader', async () => {
    await showPost('fr-CA');
    expect(await screen.findByRole('heading', { level: 2, name: 'Town hall' })).toHaveAttribute(
      'lang',
      'en-CA',
    );
    expect(screen.getByText('English only').closest('[lang]')).toHaveAttribute('lang', 'en-CA');
    expect(screen.getByText('Bring questions.').closest('[lang]')).toHaveAttribute('lang', 'en-CA');
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
