import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { Crumb } from '../lib/route-handle';
import { handle, withLaterStyles } from './route-helpers';

/*
 * The administration's screens (`/admin/...`), for the few who hold Admin (and HR for some):
 * their routes are read only when someone first goes to one (`router.tsx`), so nobody else
 * downloads their table with the first page.
 */

const administration: Crumb = { label: msg`Administration`, to: '/admin' };

export const adminPages: RouteObject[] = [
  {
    // Not in the spec's table: the administration the old platform did in its back office.
    path: 'admin',
    handle: handle(msg`Administration`),
    lazy: withLaterStyles(() =>
      import('../features/administration/admin-page').then(({ AdminPage }) => ({ Component: AdminPage })),
    ),
  },
  {
    path: 'admin/approval-reminders',
    handle: handle(msg`Approval Reminders`, [administration, { label: msg`Approval Reminders` }]),
    lazy: withLaterStyles(() =>
      import('../features/approval-reminders/approval-reminders-admin-page').then(
        ({ ApprovalRemindersAdminPage }) => ({ Component: ApprovalRemindersAdminPage }),
      ),
    ),
  },
  {
    path: 'admin/audit-log',
    handle: handle(msg`Audit Log`, [administration, { label: msg`Audit Log` }]),
    lazy: withLaterStyles(() =>
      import('../features/administration/audit-log-page').then(({ AuditLogPage }) => ({
        Component: AuditLogPage,
      })),
    ),
  },
  {
    path: 'admin/access-roles',
    handle: handle(msg`Access Roles`, [administration, { label: msg`Access Roles` }]),
    lazy: withLaterStyles(() =>
      import('../features/access-roles/access-roles-page').then(({ AccessRolesPage }) => ({
        Component: AccessRolesPage,
      })),
    ),
  },
  {
    path: 'admin/training-docs',
    handle: handle(msg`Training Library`, [administration, { label: msg`Training Library` }]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/training-docs-admin-page').then(({ TrainingDocsAdminPage }) => ({
        Component: TrainingDocsAdminPage,
      })),
    ),
  },
  {
    path: 'admin/training-docs/new',
    handle: handle(msg`New Training`, [
      administration,
      { label: msg`Training Library`, to: '/admin/training-docs' },
      { label: msg`New Training` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/library-editor-pages').then(({ NewTrainingDocPage }) => ({
        Component: NewTrainingDocPage,
      })),
    ),
  },
  {
    path: 'admin/training-docs/:id',
    handle: handle(msg`Edit Training`, [
      administration,
      { label: msg`Training Library`, to: '/admin/training-docs' },
      { label: msg`Edit Training` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/library-editor-pages').then(({ EditTrainingDocPage }) => ({
        Component: EditTrainingDocPage,
      })),
    ),
  },
  {
    path: 'admin/corporate-forms',
    handle: handle(msg`Corporate Forms`, [administration, { label: msg`Corporate Forms` }]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/corporate-forms-admin-page').then(({ CorporateFormsAdminPage }) => ({
        Component: CorporateFormsAdminPage,
      })),
    ),
  },
  {
    path: 'admin/corporate-forms/new',
    handle: handle(msg`New Form`, [
      administration,
      { label: msg`Corporate Forms`, to: '/admin/corporate-forms' },
      { label: msg`New Form` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/library-editor-pages').then(({ NewCorporateFormPage }) => ({
        Component: NewCorporateFormPage,
      })),
    ),
  },
  {
    path: 'admin/corporate-forms/:id',
    handle: handle(msg`Edit Form`, [
      administration,
      { label: msg`Corporate Forms`, to: '/admin/corporate-forms' },
      { label: msg`Edit Form` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/library/admin/library-editor-pages').then(({ EditCorporateFormPage }) => ({
        Component: EditCorporateFormPage,
      })),
    ),
  },
  {
    path: 'admin/careers',
    handle: handle(msg`Job Opportunities`, [administration, { label: msg`Job Opportunities` }]),
    lazy: withLaterStyles(() =>
      import('../features/careers/admin/job-openings-admin-page').then(({ JobOpeningsAdminPage }) => ({
        Component: JobOpeningsAdminPage,
      })),
    ),
  },
  {
    path: 'admin/careers/new',
    handle: handle(msg`New Job Opening`, [
      administration,
      { label: msg`Job Opportunities`, to: '/admin/careers' },
      { label: msg`New Job Opening` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/careers/admin/job-opening-editor-pages').then(({ NewJobOpeningPage }) => ({
        Component: NewJobOpeningPage,
      })),
    ),
  },
  {
    path: 'admin/careers/:id',
    handle: handle(msg`Edit Job Opening`, [
      administration,
      { label: msg`Job Opportunities`, to: '/admin/careers' },
      { label: msg`Edit Job Opening` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/careers/admin/job-opening-editor-pages').then(({ EditJobOpeningPage }) => ({
        Component: EditJobOpeningPage,
      })),
    ),
  },
  {
    path: 'admin/business-units',
    handle: handle(msg`Business Units`, [administration, { label: msg`Business Units` }]),
    lazy: withLaterStyles(() =>
      import('../features/business-units/business-units-page').then(({ BusinessUnitsPage }) => ({
        Component: BusinessUnitsPage,
      })),
    ),
  },
  {
    path: 'admin/sites',
    handle: handle(msg`Sites`, [administration, { label: msg`Sites` }]),
    lazy: withLaterStyles(() =>
      import('../features/sites/sites-admin-page').then(({ SitesAdminPage }) => ({
        Component: SitesAdminPage,
      })),
    ),
  },
  {
    path: 'admin/sites/:id/holidays',
    handle: handle(msg`Site Holidays`, [
      administration,
      { label: msg`Sites`, to: '/admin/sites' },
      { label: msg`Holidays` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/sites/site-holidays-page').then(({ SiteHolidaysPage }) => ({
        Component: SiteHolidaysPage,
      })),
    ),
  },
  {
    path: 'admin/wall-of-wow',
    handle: handle(msg`Wall of Wow`, [administration, { label: msg`Wall of Wow` }]),
    lazy: withLaterStyles(() =>
      import('../features/wall-of-wow/wall-of-wow-admin-page').then(({ WallOfWowAdminPage }) => ({
        Component: WallOfWowAdminPage,
      })),
    ),
  },
  {
    path: 'admin/wall-of-wow/new',
    handle: handle(msg`New Wall of Wow`, [
      administration,
      { label: msg`Wall of Wow`, to: '/admin/wall-of-wow' },
      { label: msg`New` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/wall-of-wow/wall-of-wow-editor-pages').then(({ NewWallOfWowPage }) => ({
        Component: NewWallOfWowPage,
      })),
    ),
  },
  {
    path: 'admin/wall-of-wow/:id',
    handle: handle(msg`Edit Wall of Wow`, [
      administration,
      { label: msg`Wall of Wow`, to: '/admin/wall-of-wow' },
      { label: msg`Edit` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/wall-of-wow/wall-of-wow-editor-pages').then(({ EditWallOfWowPage }) => ({
        Component: EditWallOfWowPage,
      })),
    ),
  },
  {
    path: 'admin/substitutes',
    handle: handle(msg`Substitute Approvers`, [administration, { label: msg`Substitute Approvers` }]),
    lazy: withLaterStyles(() =>
      import('../features/profile/substitutes/substitutes-admin-page').then(({ SubstitutesAdminPage }) => ({
        Component: SubstitutesAdminPage,
      })),
    ),
  },
  {
    path: 'admin/quotes',
    handle: handle(msg`Quotes`, [administration, { label: msg`Quotes` }]),
    lazy: withLaterStyles(() =>
      import('../features/quotes/quotes-admin-page').then(({ QuotesAdminPage }) => ({
        Component: QuotesAdminPage,
      })),
    ),
  },
  {
    path: 'admin/request-categories',
    handle: handle(msg`Request Categories`, [administration, { label: msg`Request Categories` }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/categories-admin-page').then(({ CategoriesAdminPage }) => ({
        Component: CategoriesAdminPage,
      })),
    ),
  },
  {
    path: 'admin/request-categories/new',
    handle: handle(msg`New Category`, [
      administration,
      { label: msg`Request Categories`, to: '/admin/request-categories' },
      { label: msg`New Category` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/category-editor-pages').then(({ NewCategoryPage }) => ({
        Component: NewCategoryPage,
      })),
    ),
  },
  {
    path: 'admin/request-categories/:id',
    handle: handle(msg`Edit Category`, [
      administration,
      { label: msg`Request Categories`, to: '/admin/request-categories' },
      { label: msg`Edit Category` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/category-editor-pages').then(({ EditCategoryPage }) => ({
        Component: EditCategoryPage,
      })),
    ),
  },
  {
    path: 'admin/projects',
    handle: handle(msg`Projects`, [administration, { label: msg`Projects` }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/projects-admin-page').then(({ ProjectsAdminPage }) => ({
        Component: ProjectsAdminPage,
      })),
    ),
  },
  {
    path: 'admin/projects/new',
    handle: handle(msg`New Project`, [
      administration,
      { label: msg`Projects`, to: '/admin/projects' },
      { label: msg`New Project` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/project-editor-pages').then(({ NewProjectPage }) => ({
        Component: NewProjectPage,
      })),
    ),
  },
  {
    path: 'admin/projects/:id',
    handle: handle(msg`Edit Project`, [
      administration,
      { label: msg`Projects`, to: '/admin/projects' },
      { label: msg`Edit Project` },
    ]),
    lazy: withLaterStyles(() =>
      import('../features/requests/catalogue/project-editor-pages').then(({ EditProjectPage }) => ({
        Component: EditProjectPage,
      })),
    ),
  },
  {
    path: 'admin/quick-links',
    handle: handle(msg`Corporate Links`, [administration, { label: msg`Corporate Links` }]),
    lazy: withLaterStyles(() =>
      import('../features/quick-links/corporate-links-admin-page').then(({ CorporateLinksAdminPage }) => ({
        Component: CorporateLinksAdminPage,
      })),
    ),
  },
];
