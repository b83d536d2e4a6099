import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

/**
 * One zone per feature folder: a feature may not import another feature. Shared code lives in
 * packages/domain or the app's lib/. The folders are read from disk so new features are covered.
 */
function featureBoundaries(base) {
  if (!existsSync(base)) return [];
  const features = readdirSync(base, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return features.map((entry) => ({
    target: `${base}/${entry.name}`,
    from: base,
    except: [`./${entry.name}`, ...(entry.name === 'dashboard' ? dashboardCards(base, features) : [])],
  }));
}

/**
 * An area of several sub-features (`requests`, on both sides): each sub-folder may use the area's
 * shared folders and its top-level files, and no other sub-folder. The server's shared folder is
 * `workflow` (the guarded write); the web app's are `api` (the area's calls to the server) and
 * `attachments` (a request's files, which the detail page and the Attachments step both show).
 */
function areaBoundaries(base, area, shared) {
  const root = `${base}/${area}`;
  if (!existsSync(root)) return [];
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return folders.map((folder) => ({
    target: `${root}/${folder}`,
    from: folders
      .filter((other) => other !== folder && !shared.includes(other))
      .map((other) => `${root}/${other}`),
  }));
}

/**
 * The dashboard is where features meet (spec §2 Dashboard): it may place another feature's
 * card, a file named `*-card.tsx`, and nothing else of that feature.
 */
function dashboardCards(base, features) {
  return features.flatMap((feature) =>
    readdirSync(`${base}/${feature.name}`)
      .filter((file) => file.endsWith('-card.tsx'))
      .map((file) => `./${feature.name}/${file}`),
  );
}

/**
 * The screens already in both languages (issue 30, docs/translations.md): a text written in
 * them without Lingui's macros fails the lint. A folder joins the list when its last text is
 * in the catalogue; at the end of issue 30 the list is the whole web app.
 */
const TRANSLATED = [
  'apps/web/src/app/providers.tsx',
  'apps/web/src/app/theme.ts',
  'apps/web/src/app/layout/session-load-error.tsx',
  'apps/web/src/components/**',
  'apps/web/src/lib/request-labels.ts',
  'apps/web/src/lib/portal-name.ts',
  'apps/web/src/features/contact/**',
  'apps/web/src/features/quick-links/**',
  'apps/web/src/features/dashboard/**',
  'apps/web/src/features/time-away/**',
  'apps/web/src/components/guided-tour/**',
  'apps/web/src/components/notification-entry.tsx',
  'apps/web/src/components/notification-type-labels.ts',
  'apps/web/src/features/auth/login-page.tsx',
  'apps/web/src/app/layout/breadcrumb-trail.tsx',
  'apps/web/src/app/layout/header-bar.tsx',
  'apps/web/src/app/layout/menu-labels.ts',
  'apps/web/src/app/layout/notification-bell-button.tsx',
  'apps/web/src/app/layout/sidebar-nav.tsx',
  'apps/web/src/app/layout/user-menu-dropdown.tsx',
  'apps/web/src/components/language-switch.tsx',
  'apps/web/src/app/layout/sync-status.tsx',
  'apps/web/src/components/confirm-delete-modal.tsx',
  'apps/web/src/components/data-table/column-toggle.tsx',
  'apps/web/src/components/data-table/data-table.tsx',
  'apps/web/src/components/data-table/edit-delete-actions.tsx',
  'apps/web/src/components/data-table/search-box.tsx',
  'apps/web/src/components/data-table/table-pager.tsx',
  'apps/web/src/components/data-table/table-rows.tsx',
  'apps/web/src/components/data-table/table-toolbar.tsx',
  'apps/web/src/components/guided-tour/tour-tooltip.tsx',
  'apps/web/src/components/page-number-controls.tsx',
  'apps/web/src/app/route-error-page.tsx',
  'apps/web/src/app/layout/app-layout.tsx',
  'apps/web/src/app/layout/corporate-links-button.tsx',
  'apps/web/src/app/layout/corporate-links-menu.tsx',
  'apps/web/src/app/layout/navigation-progress-bar.tsx',
  'apps/web/src/app/layout/notification-bell-dropdown.tsx',
  'apps/web/src/app/layout/user-avatar.tsx',
  'apps/web/src/app/layout/user-menu.tsx',
  'apps/web/src/components/account-load-error.tsx',
  'apps/web/src/components/card-pager.tsx',
  'apps/web/src/components/file-uploader.tsx',
  'apps/web/src/components/full-page-loader.tsx',
  'apps/web/src/components/success-alert.tsx',
  'apps/web/src/components/unsaved-changes/**',
  'apps/web/src/components/data-table/use-row-delete.tsx',
  'apps/web/src/lib/pagination-labels.ts',
  'apps/web/src/lib/request-labels.ts',
  'apps/web/src/features/dashboard/greeting-header.tsx',
  'apps/web/src/features/not-found/not-found-page.tsx',
  'apps/web/src/features/dashboard/card-titles.ts',
  'apps/web/src/features/dashboard/dashboard-page.tsx',
  'apps/web/src/features/dashboard/loading-card.tsx',
  'apps/web/src/features/dashboard/open-requests-tile.tsx',
  'apps/web/src/features/dashboard/recent-requests.tsx',
  'apps/web/src/features/dashboard/wall-of-wow-card.tsx',
  'apps/web/src/features/time-away/my-time-away-page.tsx',
  'apps/web/src/features/time-away/time-away-totals-table.tsx',
  'apps/web/src/features/time-away/time-away-entries.tsx',
  'apps/web/src/features/time-away/vacation-salary-chart.tsx',
  'apps/web/src/features/requests/detail/approval-labels.ts',
  'apps/web/src/features/requests/detail/approval-form.tsx',
  'apps/web/src/features/requests/detail/approval-forms.tsx',
  'apps/web/src/features/requests/detail/already-decided-alert.tsx',
  'apps/web/src/features/requests/detail/approver-notices.tsx',
  'apps/web/src/features/requests/detail/request-detail-page.tsx',
  'apps/web/src/features/requests/desk/**',
  'apps/web/src/features/requests/catalogue/**',
  'apps/web/src/features/library/**',
  'apps/web/src/features/careers/**',
  'apps/web/src/features/requests/form/**',
  'apps/web/src/features/requests/table/**',
  'apps/web/src/features/requests/project-details-card.tsx',
  'apps/web/src/features/requests/request-tours.ts',
  'apps/web/src/features/requests/request-list-page.tsx',
  'apps/web/src/features/requests/request-type-list-page.tsx',
  'apps/web/src/features/requests/delete-request-flow.tsx',
  'apps/web/src/features/requests/none-option.ts',
  'apps/web/src/features/requests/use-request-table.ts',
  'apps/web/src/features/requests/request-list-state.ts',
  'apps/web/src/features/requests/detail/**',
  'apps/web/src/features/requests/attachments/**',
  'apps/web/src/features/requests/deleted-alert.tsx',
  'apps/web/src/features/requests/oops-dialog.tsx',
  'apps/web/src/features/requests/request-load-state.tsx',
  'apps/web/src/features/library/attachment-links.tsx',
  'apps/web/src/features/library/category-filters.tsx',
  'apps/web/src/features/library/corporate-forms-page.tsx',
  'apps/web/src/features/library/covid-protocols-page.tsx',
  'apps/web/src/features/library/library-list-page.tsx',
  'apps/web/src/features/library/training-library-page.tsx',
  'apps/web/src/features/library/training-card.tsx',
  'apps/web/src/features/library/training-detail-page.tsx',
  'apps/web/src/features/careers/careers-page.tsx',
  'apps/web/src/features/people-metrics/**',
  'apps/web/src/features/portal-metrics/**',
  'apps/web/src/features/administration/audit-log-page.tsx',
  'apps/web/src/features/administration/audit-change-modal.tsx',
  'apps/web/src/features/administration/audit-labels.ts',
  'apps/web/src/features/news-events/**',
  'apps/web/src/features/wall-of-wow/**',
  'apps/web/src/features/notifications/**',
  'apps/web/src/features/profile/**',
  'apps/web/src/features/directory/**',
  'apps/web/src/features/org-charts/**',
  'apps/web/src/features/forecasts/**',
  'apps/web/src/features/quotes/**',
  'apps/web/src/features/hr-import/**',
  'apps/web/src/features/sites/**',
  'apps/web/src/features/business-units/**',
  'apps/web/src/features/access-roles/**',
  'apps/web/src/features/approval-reminders/**',
  'apps/web/src/features/dataloader/**',
  'apps/web/src/features/corporate-metrics/**',
];

/**
 * What counts as a text a person reads: not a single lowercase word (a key, a path, a CSS
 * value), not an UPPER_CASE constant, nothing without a letter; nor what is written to a
 * property or an attribute no one reads (classes, ids, layout props, routes).
 */
const UNLOCALIZED_STRINGS = {
  ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$'],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|classNames|id|key|to|href|path|type|variant|size|color|c|fw|fz|m[tblrxy]?|p[tblrxy]?|gap|justify|align|wrap|radius|component|role|name|lang|target|rel|method|autoComplete|inputMode|position|visibleFrom|hiddenFrom|order|ta|tt|td|display|[wh]|mi[wh]|ma[wh]|bg|queryKey|data-.*)$',
      },
    },
    { regex: { pattern: '^[A-Z0-9_]+$' } },
  ],
  ignoreFunctions: [
    'Error',
    'console.*',
    'URLSearchParams',
    '*.get',
    '*.set',
    '*.has',
    '*.includes',
    '*.delete',
    'api.*',
    'navigate',
  ],
};

/** What the server knows of the demo: its fixed reference data, the factories of its rows, the seed. */
const DEMO_DATA = ['reference-data', 'factories', 'demo-seed'];

/** Tests build their own data (DESIGN §8): through factories, the API or the HR import. */
const NOT_THE_SEED = {
  from: './apps/server/src/demo-seed',
  message:
    'Tests do not import the demo seed: use the reference data (src/reference-data), the factories (test/*-factories.ts) or the API.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
      // Compiled from the .po beside them (npm run i18n:compile -w @portico/server).
      'apps/server/src/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A regular expression that can backtrack super-linearly stalls the server on crafted
    // input (one request held every other for 11 s); none may be written.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Each person's day (issue 29, docs/sites-and-time.md): a rule's "today" is a person's
    // (apps/server/src/lib/person-day.ts, the web's usePersonToday) or a site's (todayIn),
    // never the day of the clock in UTC. The domain's rules take their day from the caller.
    files: ['apps/server/src/features/**/*.ts', 'apps/server/src/lib/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portico/domain/shared/dates',
              importNames: ['utcDay'],
              message:
                "Today is the person's or the site's: todayOf (lib/person-day.ts) or todayIn, not the UTC day.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='slice'] > MemberExpression.callee > CallExpression.object[callee.property.name='toISOString'] > MemberExpression.callee > NewExpression.object[arguments.length=0]",
          message:
            "Today is the person's or the site's: todayOf (lib/person-day.ts) or todayIn, not the UTC day.",
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
          message: 'A rule takes its day or instant from the caller, who knows whose day it is (issue 29).',
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain is pure: no I/O, no framework, nothing from the apps.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fastify*', 'drizzle-orm*', 'react*', '@portico/server*', '@portico/web*'] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries('./apps/server/src/features'),
            ...areaBoundaries('./apps/server/src/features', 'requests', ['workflow']),
            // The layers every feature stands on know no feature, and nothing the server runs
            // for people depends on the demo data (its reference data, the factories that build
            // its rows, the seed) or the start-up and command-line wrappers.
            ...['db', 'lib'].map((layer) => ({
              target: `./apps/server/src/${layer}`,
              from: ['features', ...DEMO_DATA, 'startup', 'cli'].map((outer) => `./apps/server/src/${outer}`),
            })),
            {
              target: './apps/server/src/features',
              from: [...DEMO_DATA, 'startup', 'cli'].map((outer) => `./apps/server/src/${outer}`),
            },
            // The reference data is facts; the factories build rows with the workflow's own
            // code and tell no demo story. The seed uses both; neither uses the seed.
            {
              target: './apps/server/src/reference-data',
              from: ['features', 'lib', 'factories', 'demo-seed', 'startup', 'cli'].map(
                (outer) => `./apps/server/src/${outer}`,
              ),
            },
            {
              target: './apps/server/src/factories',
              from: ['demo-seed', 'startup', 'cli'].map((outer) => `./apps/server/src/${outer}`),
            },
            // Nothing in the server imports the tests' code.
            { target: './apps/server/src', from: './apps/server/test' },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the reference data and the factories; the zones above still hold for what
    // they test. Only the seed's own tests import the seed: the others build their data.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries('./apps/server/src/features'),
            ...areaBoundaries('./apps/server/src/features', 'requests', ['workflow']),
            { target: ['./apps/server/src/!(demo-seed)/**', './apps/server/src/*.ts'], ...NOT_THE_SEED },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/test/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './apps/server/test', ...NOT_THE_SEED }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features stand alone; the app shell composes them, never the other way round.
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...featureBoundaries('./apps/web/src/features'),
            ...areaBoundaries('./apps/web/src/features', 'requests', ['api', 'attachments']),
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
          ],
        },
      ],
    },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS] },
  },
);
