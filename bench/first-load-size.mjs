#!/usr/bin/env node
// Adds up the gzip size of the JavaScript and CSS a first visit to each route downloads, from
// the Vite build manifest: the entry, its static imports, and the lazily loaded route modules
// the route needs (with their static imports), and the CSS files each of those chunks names.
// Run after `npm run build`: npm run bench:size (npm run bench reports the same figures).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;

/** The route modules React Router loads for each route (see apps/web/src/app/routes.tsx). */
const ROUTES = {
  '/login': ['src/features/auth/login-page.tsx'],
  '/': ['src/app/layout/protected-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'],
  '/dataloader': ['src/features/dataloader/dataloader-page.tsx'],
  '/profile': [
    'src/app/layout/protected-layout.tsx',
    'src/features/profile/profile-page.tsx',
    // Fetched beside every screen but the first paint's (routes.tsx, withLaterStyles).
    'src/lib/mantine-styles-later.ts',
  ],
};

/** DESIGN §9 and issue 8: first-load JavaScript and CSS of /login and / at most this many KB gzip each. */
export const LIMIT_KB = 170;
export const LIMITED_ROUTES = ['/login', '/'];

/** @param {string} file */
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} Chunk
 * @typedef {{ route: string, language: string, jsKb: number, cssKb: number, files: number }} RouteSize
 */

/**
 * A chunk and what it imports, and the catalogues it asks for: every module that writes a
 * message imports its catalogue in each language as it is evaluated (apps/web/lingui-plugins.ts),
 * and the reader's is fetched before the screen renders.
 * @param {Record<string, Chunk>} manifest
 * @param {string} key
 * @param {{ js: Set<string>, css: Set<string>, catalogues: Set<string> }} files
 */
function collect(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.js.has(chunk.file) || files.css.has(chunk.file)) return;
  // A module that only imports styles (lib/mantine-styles-later.ts) is a CSS file of its own.
  (chunk.file.endsWith('.css') ? files.css : files.js).add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const catalogue of (chunk.dynamicImports ?? []).filter((module) => module.endsWith('.po')))
    files.catalogues.add(catalogue);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

/** The portal's languages: each route's first load includes the reader's catalogue (src/lib/i18n.ts). */
const LANGUAGES = ['en-CA', 'fr-CA'];

/** @returns {RouteSize[]} The first-load JavaScript and CSS of each route in each language, gzip. */
export function firstLoadSizes() {
  /** @type {Record<string, Chunk>} */
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  return Object.entries(ROUTES).flatMap(([route, modules]) =>
    LANGUAGES.map((language) => {
      const files = { js: new Set(), css: new Set(), catalogues: new Set() };
      collect(manifest, entryKey, files);
      for (const module of modules) collect(manifest, module, files);
      const readers = [...files.catalogues].filter((catalogue) => catalogue.endsWith(`/${language}.po`));
      for (const catalogue of readers) collect(manifest, catalogue, files);
      const sum = (/** @type {Set<string>} */ set) =>
        [...set].reduce((total, file) => total + gzipKb(file), 0);
      return {
        route,
        language,
        jsKb: sum(files.js),
        cssKb: sum(files.css),
        files: files.js.size + files.css.size,
      };
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let failed = false;
  for (const { route, language, jsKb, cssKb, files } of firstLoadSizes()) {
    const totalKb = jsKb + cssKb;
    const over = LIMITED_ROUTES.includes(route) && totalKb > LIMIT_KB;
    failed ||= over;
    console.log(
      `${route.padEnd(12)} ${language}  JS ${jsKb.toFixed(1).padStart(7)} KB  CSS ${cssKb.toFixed(1).padStart(6)} KB  total ${totalKb.toFixed(1).padStart(7)} KB gzip in ${files} files${over ? `  OVER ${LIMIT_KB} KB` : ''}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
