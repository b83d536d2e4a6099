import type { RouteObject } from 'react-router';
import type { Crumb } from '../lib/route-handle';
import { handle, withLaterStyles } from './route-helpers';

/*
 * The administration's screens (`/admin/...`), for the few who hold Admin (and HR for some):
 * their routes are read only when someone first goes to one (`router.tsx`), so nobody else
 * downloads their table with the first page.
 */

const administration: Crumb = { label: 'Administration', to: '/admin' };

export const adminPages: RouteObject[] = [
  {
    // Not in the spec's table: the administration the old platform did in its back office.
    path: 'admin',
    handle: handle('Administration'),
    lazy: withLaterStyles(() =>
      import('../features/administration/admin-page').then(({ AdminPage }) => ({ Component: AdminPage })),
    ),
  },
  {
    path: 'admin/approval-reminders',
    handle: handle('Approval Reminders', [administration, { label: 'Approval Reminders' }]),
    lazy: withLaterStyles(() =>
      import('../features/approval-reminders/approval-reminders-admin-page').then(
        ({ ApprovalRemindersAdminPage }) => ({ Component: ApprovalRemindersAdminPage }),
      ),
    ),
  },
  {
    path: 'admin/audit-log',
    handle: handle('Audit Log', [administration, { label: 'Audit Log' }]),
    lazy: withLaterStyles(() =>
      import('../features/administration/audit-log-page').then(({ AuditLogPage }) => ({
        Component: AuditLogPage,
      })),
    ),
  },
  {
    path: 'admin/access-roles',
    handle: handle('Access Roles', [administration, { label: 'Access Roles' }]),
    lazy: withLaterStyles(() =>
      import('../features/access-roles/access-roles-page').then(({ AccessRolesPage }) => ({
        Component: AccessRolesPage,
      })),
    ),
  },
  {
    path: 'admin/training-docs',
    handle: handle('Training Library', [administration, { label: 'Training Library' }]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/training-docs-admin-page').then(({ TrainingDocsAdminPage }) => ({
        Component: TrainingDocsAdminPage,
      })),
    ),
  },
  {
    path: 'admin/training-docs/new',
    handle: handle('New Training', [
      administration,
      { label: 'Training Library', to: '/admin/training-docs' },
      { label: 'New Training' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/library-editor-pages').then(({ NewTrainingDocPage }) => ({
        Component: NewTrainingDocPage,
      })),
    ),
  },
  {
    path: 'admin/training-docs/:id',
    handle: handle('Edit Training', [
      administration,
      { label: 'Training Library', to: '/admin/training-docs' },
      { label: 'Edit Training' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/library-editor-pages').then(({ EditTrainingDocPage }) => ({
        Component: EditTrainingDocPage,
      })),
    ),
  },
  {
    path: 'admin/corporate-forms',
    handle: handle('Corporate Forms', [administration, { label: 'Corporate Forms' }]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/corporate-forms-admin-page').then(({ CorporateFormsAdminPage }) => ({
        Component: CorporateFormsAdminPage,
      })),
    ),
  },
  {
    path: 'admin/corporate-forms/new',
    handle: handle('New Form', [
      administration,
      { label: 'Corporate Forms', to: '/admin/corporate-forms' },
      { label: 'New Form' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/library-editor-pages').then(({ NewCorporateFormPage }) => ({
        Component: NewCorporateFormPage,
      })),
    ),
  },
  {
    path: 'admin/corporate-forms/:id',
    handle: handle('Edit Form', [
      administration,
      { label: 'Corporate Forms', to: '/admin/corporate-forms' },
      { label: 'Edit Form' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/library-editor-pages').then(({ EditCorporateFormPage }) => ({
        Component: EditCorporateFormPage,
      })),
    ),
  },
  {
    path: 'admin/careers',
    handle: handle('Job Opportunities', [administration, { label: 'Job Opportunities' }]),
    lazy: withLaterStyles(() =>
      import('../features/careers/admin/job-openings-admin-page').then(({ JobOpeningsAdminPage }) => ({
        Component: JobOpeningsAdminPage,
      })),
    ),
  },
  {
    path: 'admin/careers/new',
    handle: handle('New Job Opening', [
      administration,
      { label: 'Job Opportunities', to: '/admin/careers' },
      { label: 'New Job Opening' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/careers/admin/job-opening-editor-pages').then(({ NewJobOpeningPage }) => ({
        Component: NewJobOpeningPage,
      })),
    ),
  },
  {
    path: 'admin/careers/:id',
    handle: handle('Edit Job Opening', [
      administration,
      { label: 'Job Opportunities', to: '/admin/careers' },
      { label: 'Edit Job Opening' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/careers/admin/job-opening-editor-pages').then(({ EditJobOpeningPage }) => ({
        Component: EditJobOpeningPage,
      })),
    ),
  },
  {
    path: 'admin/business-units',
    handle: handle('Business Units', [administration, { label: 'Business Units' }]),
    lazy: withLaterStyles(() =>
      import('../features/business-units/business-units-page').then(({ BusinessUnitsPage }) => ({
        Component: BusinessUnitsPage,
      })),
    ),
  },
  {
    path: 'admin/sites',
    handle: handle('Sites', [administration, { label: 'Sites' }]),
    lazy: withLaterStyles(() =>
      import('../features/sites/sites-admin-page').then(({ SitesAdminPage }) => ({
        Component: SitesAdminPage,
      })),
    ),
  },
  {
    path: 'admin/sites/:id/holidays',
    handle: handle('Site Holidays', [
      administration,
      { label: 'Sites', to: '/admin/sites' },
      { label: 'Holidays' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/sites/site-holidays-page').then(({ SiteHolidaysPage }) => ({
        Component: SiteHolidaysPage,
      })),
    ),
  },
  {
    path: 'admin/wall-of-wow',
    handle: handle('Wall of Wow', [administration, { label: 'Wall of Wow' }]),
    lazy: withLaterStyles(() =>
      import('../features/wall-of-wow/wall-of-wow-admin-page').then(({ WallOfWowAdminPage }) => ({
        Component: WallOfWowAdminPage,
      })),
    ),
  },
  {
    path: 'admin/wall-of-wow/new',
    handle: handle('New Wall of Wow', [
      administration,
      { label: 'Wall of Wow', to: '/admin/wall-of-wow' },
      { label: 'New' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/wall-of-wow/wall-of-wow-editor-pages').then(({ NewWallOfWowPage }) => ({
        Component: NewWallOfWowPage,
      })),
    ),
  },
  {
    path: 'admin/wall-of-wow/:id',
    handle: handle('Edit Wall of Wow', [
      administration,
      { label: 'Wall of Wow', to: '/admin/wall-of-wow' },
      { label: 'Edit' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/wall-of-wow/wall-of-wow-editor-pages').then(({ EditWallOfWowPage }) => ({
        Component: EditWallOfWowPage,
      })),
    ),
  },
  {
    path: 'admin/substitutes',
    handle: handle('Substitute Approvers', [administration, { label: 'Substitute Approvers' }]),
    lazy: withLaterStyles(() =>
      import('../features/profile/substitutes/substitutes-admin-page').then(({ SubstitutesAdminPage }) => ({
        Component: SubstitutesAdminPage,
      })),
    ),
  },
  {
    path: 'admin/quotes',
    handle: handle('Quotes', [administration, { label: 'Quotes' }]),
    lazy: withLaterStyles(() =>
      import('../features/quotes/quotes-admin-page').then(({ QuotesAdminPage }) => ({
        Component: QuotesAdminPage,
      })),
    ),
  },
  {
    path: 'admin/request-categories',
    handle: handle('Request Categories', [administration, { label: 'Request Categories' }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/categories-admin-page').then(({ CategoriesAdminPage }) => ({
        Component: CategoriesAdminPage,
      })),
    ),
  },
  {
    path: 'admin/request-categories/new',
    handle: handle('New Category', [
      administration,
      { label: 'Request Categories', to: '/admin/request-categories' },
      { label: 'New Category' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/category-editor-pages').then(({ NewCategoryPage }) => ({
        Component: NewCategoryPage,
      })),
    ),
  },
  {
    path: 'admin/request-categories/:id',
    handle: handle('Edit Category', [
      administration,
      { label: 'Request Categories', to: '/admin/request-categories' },
      { label: 'Edit Category' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/category-editor-pages').then(({ EditCategoryPage }) => ({
        Component: EditCategoryPage,
      })),
    ),
  },
  {
    path: 'admin/projects',
    handle: handle('Projects', [administration, { label: 'Projects' }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/projects-admin-page').then(({ ProjectsAdminPage }) => ({
        Component: ProjectsAdminPage,
      })),
    ),
  },
  {
    path: 'admin/projects/new',
    handle: handle('New Project', [
      administration,
      { label: 'Projects', to: '/admin/projects' },
      { label: 'New Project' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/project-editor-pages').then(({ NewProjectPage }) => ({
        Component: NewProjectPage,
      })),
    ),
  },
  {
    path: 'admin/projects/:id',
    handle: handle('Edit Project', [
      administration,
      { label: 'Projects', to: '/admin/projects' },
      { label: 'Edit Project' },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/project-editor-pages').then(({ EditProjectPage }) => ({
        Component: EditProjectPage,
      })),
    ),
  },
  {
    path: 'admin/quick-links',
    handle: handle('Corporate Links', [administration, { label: 'Corporate Links' }]),
    lazy: withLaterStyles(() =>
      import('../features/quick-links/corporate-links-admin-page').then(({ CorporateLinksAdminPage }) => ({
        Component: CorporateLinksAdminPage,
      })),
    ),
  },
];
