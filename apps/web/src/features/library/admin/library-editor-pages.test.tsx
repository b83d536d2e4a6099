import type { TrainingDocDetail } from '@portico/domain/library/library-schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { emery } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { EditCorporateFormPage, EditTrainingDocPage, NewCorporateFormPage } from './library-editor-pages';

const training: TrainingDocDetail = {
  id: 't1',
  name: 'Forklift safety',
  nameFr: '',
  type: 'Training',
  trainingType: 'Technical',
  region: 'Canada',
  category: 'Warehouse',
  subCategory: 'Equipment',
  group: null,
  description: 'Before you drive.',
  descriptionFr: '',
  hasVideo: false,
  videoUrl: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  attachments: [],
};

const routes = [
  { path: '/admin/training-docs/:id', element: <EditTrainingDocPage /> },
  { path: '/admin/corporate-forms/new', element: <NewCorporateFormPage /> },
  { path: '/admin/corporate-forms/:id', element: <EditCorporateFormPage /> },
];

function stubAdmin() {
  stubApi(({ url }) => {
    if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
    if (url.pathname === '/api/training-docs/t1') return { body: training };
    return undefined;
  });
}

describe('the library editor pages in French', () => {
  it('show a training’s fields and files in French', async () => {
    await activateLanguage('fr-CA');
    stubAdmin();
    renderRoutes(routes, '/admin/training-docs/t1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modifier la formation' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Formation' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Forklift safety');
    // Its name and description in each language, in a group named in the language itself.
    expect(screen.getByRole('group', { name: 'Français' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom en français' })).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByRole('combobox', { name: /^Type de formation/ })).toHaveValue('Technique');
    expect(screen.getByRole('textbox', { name: /^URL de la vidéo/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pièces jointes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });

  it('title a new corporate form in French and ask for a category first', async () => {
    await activateLanguage('fr-CA');
    stubAdmin();
    renderRoutes(routes, '/admin/corporate-forms/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau formulaire' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Formulaire de l’entreprise' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Sous-catégorie/ })).toBeDisabled();
  });

  it('say in French that a corporate form was not found', async () => {
    await activateLanguage('fr-CA');
    stubAdmin();
    renderRoutes(routes, '/admin/corporate-forms/gone');
    expect(await screen.findByText('Ce formulaire est introuvable.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier le formulaire' })).toBeInTheDocument();
  });
});
