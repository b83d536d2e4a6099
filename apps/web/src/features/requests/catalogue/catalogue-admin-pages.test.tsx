import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryAdminRow } from '@portico/domain/request-catalogue/category-admin';
import type { ProjectAdminRow } from '@portico/domain/request-catalogue/project-admin';
import { activateLanguage } from '../../../lib/i18n';
import { emery } from '../../../test/fixtures';
import { renderAt, renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { CategoriesAdminPage } from './categories-admin-page';
import { EditCategoryPage } from './category-editor-pages';
import { NewProjectPage } from './project-editor-pages';
import { ProjectsAdminPage } from './projects-admin-page';

const admin = { ...emery, roles: ['Admin'] };

const printing: CategoryAdminRow = {
  id: 'cat-1',
  name: 'Printing',
  requestType: 'Quote Request',
  active: false,
  requestCount: 3,
};

const fieldApp: ProjectAdminRow = {
  id: 'prj-1',
  name: 'Field time sheets',
  projectCode: 'PRJ-0001',
  groupName: 'Operations',
  account: { id: 'acc-1', name: 'Operations' },
  projectManager: null,
  purchaseManager: null,
  purchaseApprover: { id: 'emp-1', name: 'Sam Gone', current: false },
  secondaryPurchaseApprover: null,
  preApprover: null,
  estimateApprover: null,
  email: null,
  phone: null,
  paymentTerms: null,
  currency: 'CAD',
  active: true,
  requestCount: 0,
};

function stubCatalogue() {
  stubApi(({ url }) => {
    if (url.pathname === '/api/me') return { body: admin };
    if (url.pathname === '/api/admin/request-categories') {
      return { body: { items: [printing], total: 1, page: 1, pageSize: 10 } };
    }
    if (url.pathname === '/api/admin/request-categories/cat-1') return { body: printing };
    if (url.pathname === '/api/admin/projects') {
      return { body: { items: [fieldApp], total: 1, page: 1, pageSize: 10 } };
    }
    if (url.pathname === '/api/admin/accounts') return { body: { items: [fieldApp.account] } };
    return undefined;
  });
}

describe('the request catalogue administration in French', () => {
  it('lists the categories with their type and status in French', async () => {
    await activateLanguage('fr-CA');
    stubCatalogue();
    renderAt(<CategoriesAdminPage />, '/admin/request-categories');
    expect(screen.getByRole('heading', { level: 1, name: 'Catégories de demandes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle catégorie' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Catégories de demandes' });
    const row = (await within(table).findByText('Printing')).closest('tr')!;
    expect(row).toHaveTextContent('Soumission');
    expect(row).toHaveTextContent('Inactif');
    expect(within(table).getByRole('columnheader', { name: /Type de demande/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type de demande' })).toHaveValue(
      'Tous les types de demandes',
    );
  });

  it('edits a category in use in French, its type kept and why', async () => {
    await activateLanguage('fr-CA');
    stubCatalogue();
    renderRoutes(
      [{ path: '/admin/request-categories/:id', element: <EditCategoryPage /> }],
      '/admin/request-categories/cat-1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier la catégorie' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Catégorie de demande' });
    expect(within(form).getByRole('textbox', { name: /^Nom/ })).toHaveValue('Printing');
    expect(
      within(form).getByText(
        '3 demandes utilisent cette catégorie; son type de demande ne peut donc pas changer.',
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByRole('switch', { name: /^Actif\s: offert dans le formulaire de demande/ }),
    ).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });

  it('lists the projects, one approver having left, in French', async () => {
    await activateLanguage('fr-CA');
    stubCatalogue();
    renderAt(<ProjectsAdminPage />, '/admin/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Projets' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Projets' });
    const row = (await within(table).findByText('PRJ-0001')).closest('tr')!;
    expect(row).toHaveTextContent('Sam Gone (a quitté)');
    expect(row).toHaveTextContent('Actif');
    expect(within(table).getByRole('columnheader', { name: /Approbateurs d’achat/ })).toBeInTheDocument();
  });

  it('offers a new project’s form in French', async () => {
    await activateLanguage('fr-CA');
    stubCatalogue();
    renderAt(<NewProjectPage />, '/admin/projects/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau projet' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Projet' });
    expect(within(form).getByRole('heading', { name: 'Approbateurs' })).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Coordonnées et facturation' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Code du projet/ })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Courriel' })).toBeInTheDocument();
    expect(
      within(form).getByText('Approuve les demandes d’achat; si vide : le gestionnaire du demandeur.'),
    ).toBeInTheDocument();
  });
});
