import type { CorporateForm, TrainingDocAdminRow } from '@portico/domain/library/library-schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { emery } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { CorporateFormsAdminPage } from './corporate-forms-admin-page';
import { TrainingDocsAdminPage } from './training-docs-admin-page';

const training: TrainingDocAdminRow = {
  id: 't1',
  name: 'Forklift safety',
  nameFr: '',
  type: 'Training',
  trainingType: 'Technical',
  region: 'Canada',
  category: 'Warehouse',
  subCategory: 'Equipment',
  description: 'Before you drive.',
  descriptionFr: '',
  hasVideo: false,
  attachmentCount: 2,
  createdAt: '2026-11-01T12:00:00.000Z',
};

const form: CorporateForm = {
  id: 'f1',
  name: 'Expense claim',
  nameFr: '',
  region: 'Canada',
  category: 'Finance',
  subCategory: 'Expenses',
  attachments: [],
};

const page = <Row,>(row: Row) => ({ body: { items: [row], total: 1, page: 1, pageSize: 10 } });

describe('the library administration in French', () => {
  it('lists the trainings with French headings, columns and filters', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => {
      if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
      if (url.pathname === '/api/admin/training-docs') return page(training);
      return undefined;
    });
    renderAt(<TrainingDocsAdminPage />, '/admin/training-docs');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Administration de la bibliothèque de formation',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle formation' })).toBeInTheDocument();
    expect(await screen.findByText('Forklift safety')).toBeInTheDocument();
    for (const header of ['Nom', 'Type', 'Catégorie', 'Sous-catégorie', 'Fichiers', 'Date d’ajout']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(screen.getByDisplayValue('Tous les types')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Toutes les catégories')).toBeInTheDocument();
  });

  it('lists the corporate forms with French headings and columns', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => {
      if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
      if (url.pathname === '/api/corporate-forms') return page(form);
      return undefined;
    });
    renderAt(<CorporateFormsAdminPage />, '/admin/corporate-forms');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Administration des formulaires de l’entreprise',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau formulaire' })).toBeInTheDocument();
    expect(await screen.findByText('Expense claim')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Région/ })).toBeInTheDocument();
  });
});
