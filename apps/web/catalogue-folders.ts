import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * Which messages go into which catalogue (docs/translations.md, decisions 063 and 064). What the
 * first paint shows (the sign-in page, the dashboard and the cards it places, the sidebar's
 * Contact Portal Team, the page-not-found screen, the frame and the shared components) is in
 * the main catalogue (`src/locales`), loaded with the language: a catalogue of its own would be
 * one more round trip before the first paint. Every other feature's messages are in
 * `src/features/<feature>/locales`, downloaded with the feature's code in the reader's language
 * only; and what the main catalogue's folders hold for later screens, dialogs and tours is in
 * `src/locales/later`, downloaded with the first of them that opens.
 */
const IN_THE_MAIN_CATALOGUE = new Set([
  'auth',
  'contact',
  'dashboard',
  'not-found',
  'quick-links',
  'time-away',
]);

/**
 * Modules of the main catalogue's folders that the first paint does not show: the shared
 * tables, form fields, charts, editors and admin lists of later screens, and the dashboard's
 * dialogs, news and tour, which it loads lazily (`withCatalogues`, src/lib/i18n.ts). Every
 * later screen fetches this catalogue beside its code (`withLaterStyles`, app/route-helpers.ts),
 * so a part it loads later still finds its messages in. A folder or a file.
 */
const LATER = [
  // The administration's route table, fetched on the way to its first screen (app/router.tsx).
  'app/admin-routes.tsx',
  'components/admin-list-page.tsx',
  'components/charts',
  'components/data-table',
  'components/fact-list.tsx',
  'components/file-uploader.tsx',
  'components/form-fields',
  'components/holidays',
  'components/news-type-badge.tsx',
  'components/paged-cards.tsx',
  'components/person-picker.tsx',
  'components/rich-text',
  'components/unsaved-changes',
  'components/use-admin-editing.tsx',
  'features/contact/contact-form.tsx',
  'features/contact/contact-message-modal.tsx',
  'features/contact/contact-messages-page.tsx',
  'features/contact/contact-portal-team-dialog.tsx',
  'features/dashboard/dashboard-tour.ts',
  'features/dashboard/more-about-me-modal.tsx',
  'features/dashboard/news-carousel/news-carousel.tsx',
  'features/dashboard/news-carousel/read-more-modal.tsx',
  'features/quick-links/corporate-links-admin-page.tsx',
  'features/quick-links/quick-link-columns.tsx',
  'features/quick-links/quick-link-form.tsx',
  'features/quick-links/quick-link-modal.tsx',
  'features/quick-links/quick-links-page.tsx',
  'lib/post-with-progress.ts',
];

export const SRC_ROOT = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * A catalogue other than the main one: its name, the folder of its `<lang>.po` files under
 * `src/`, and the sources (folders or files under `src/`) whose messages it gathers.
 */
export type Catalogue = { name: string; folder: string; sources: string[] };

/**
 * Every catalogue but the main one: each feature's but the first paint's, `later` (above), and
 * `messages`, the texts of the domain and the server the screens show in the reader's language
 * (validation and problem+json messages), needed only where there is a form.
 */
export const CATALOGUES: Catalogue[] = [
  ...readdirSync(`${SRC_ROOT}features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !IN_THE_MAIN_CATALOGUE.has(entry.name))
    .map(({ name }) => ({
      name: `features/${name}`,
      folder: `features/${name}/locales`,
      sources: [`features/${name}`],
    })),
  { name: 'later', folder: 'locales/later', sources: LATER },
  { name: 'messages', folder: 'messages/locales', sources: ['messages'] },
].sort((a, b) => a.name.localeCompare(b.name));

const holds = (source: string, file: string) => file === source || file.startsWith(`${source}/`);

/** The catalogue of a module (its path under `src/`), or undefined for the main one's. */
export const catalogueOf = (file: string): Catalogue | undefined =>
  CATALOGUES.find((catalogue) => catalogue.sources.some((source) => holds(source, file)));

/** A source as Lingui's extractor names it: a folder's every file, or the file itself. */
export const extractorPattern = (source: string) =>
  /\.[jt]sx?$/.test(source) ? `<rootDir>/src/${source}` : `<rootDir>/src/${source}/**`;
