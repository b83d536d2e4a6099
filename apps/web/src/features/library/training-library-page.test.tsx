import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrainingDocSummary } from '@portico/domain/library/library-schema';
import { activateLanguage } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { TrainingLibraryPage } from './training-library-page';

const training: TrainingDocSummary = {
  id: 't1',
  name: 'Forklift safety',
  nameFr: '',
  trainingType: null,
  region: null,
  category: 'Safety',
  subCategory: 'Equipment',
  description: 'Before you drive.',
  descriptionFr: '',
  hasVideo: true,
  attachmentCount: 2,
  createdAt: '2026-11-01T12:00:00.000Z',
};

describe('Training Library in French', () => {
  it('shows its heading, filters and cards in French', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) =>
      url.pathname.startsWith('/api/training')
        ? { body: { items: [training], total: 1, page: 1, pageSize: 9 } }
        : { body: { items: [], total: 0, page: 1, pageSize: 9 } },
    );
    renderAt(<TrainingLibraryPage />, '/helpDocs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bibliothèque de formation' }),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText('Catégorie').length).toBeGreaterThan(0);
    expect(await screen.findByText('2 pièces jointes')).toBeInTheDocument();
    expect(screen.getByText('Vidéo')).toBeInTheDocument();
  });

  it('shows a training written in both languages in French, and marks one in English only', async () => {
    await activateLanguage('fr-CA');
    const both = { ...training, id: 't2', nameFr: 'Chariot élévateur', descriptionFr: 'Avant de conduire.' };
    stubApi(({ url }) =>
      url.pathname.startsWith('/api/training')
        ? { body: { items: [both, training], total: 2, page: 1, pageSize: 9 } }
        : { body: { items: [], total: 0, page: 1, pageSize: 9 } },
    );
    renderAt(<TrainingLibraryPage />, '/helpDocs');
    expect(await screen.findByRole('link', { name: 'Chariot élévateur' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Avant de conduire.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forklift safety' })).toHaveAttribute('lang', 'en-CA');
    expect(screen.getAllByText('English only')).toHaveLength(1);
  });
});

describe('Training Library in English', () => {
  it('shows a training in French only, marked « Français seulement »', async () => {
    await activateLanguage('en-CA');
    const french = {
      ...training,
      name: '',
      description: '',
      nameFr: 'Chariot élévateur',
      descriptionFr: 'Avant de conduire.',
    };
    stubApi(({ url }) =>
      url.pathname.startsWith('/api/training')
        ? { body: { items: [french], total: 1, page: 1, pageSize: 9 } }
        : { body: { items: [], total: 0, page: 1, pageSize: 9 } },
    );
    renderAt(<TrainingLibraryPage />, '/helpDocs');
    expect(await screen.findByRole('link', { name: 'Chariot élévateur' })).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByText('Français seulement').closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
  });
});
