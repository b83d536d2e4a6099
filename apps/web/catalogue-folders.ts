import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * Which feature has a catalogue of its own (docs/translations.md). What the first paint shows
 * (the sign-in page, the dashboard and the cards it places, the sidebar's Contact Portal Team,
 * the page-not-found screen) is in the main catalogue (`src/locales`), loaded with the
 * language: a catalogue of their own would be one more round trip before the first paint.
 * Every other feature's messages are in `src/features/<feature>/locales`, downloaded with the
 * feature's code in the reader's language only.
 */
const IN_THE_MAIN_CATALOGUE = new Set([
  'auth',
  'contact',
  'dashboard',
  'not-found',
  'quick-links',
  'time-away',
]);

export const SRC_ROOT = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * The folders (under `src/`) with a catalogue of their own: every feature but the first
 * paint's, and `messages`, the texts of the domain and the server the screens show in the
 * reader's language (validation and problem+json messages), needed only where there is a form.
 */
export const CATALOGUE_FOLDERS = [
  ...readdirSync(`${SRC_ROOT}features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !IN_THE_MAIN_CATALOGUE.has(entry.name))
    .map((entry) => `features/${entry.name}`),
  'messages',
].sort();
