#!/usr/bin/env node
// Adds up the gzip size of the JavaScript a first visit to each route downloads, from the
// Vite build manifest: the entry, its static imports, and the lazily loaded route modules the
// route needs (with their static imports). Run after `npm run build`: npm run bench:size
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The route modules React Router loads for each route (see apps/web/src/app/routes.tsx). */
const ROUTES = {
  '/login': ['src/features/auth/login-page.tsx'],
  '/': ['src/app/layout/protected-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'],
  '/dataloader': ['src/features/dataloader/dataloader-page.tsx'],
  '/profile': ['src/app/layout/protected-layout.tsx', 'src/features/profile/profile-page.tsx'],
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry) ?? '';
/** @param {string} file */
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/**
 * @param {string} key
 * @param {Set<string>} files
 */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const LIMIT_KB = 170;
let failed = false;
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = new Set();
  collect(entryKey, files);
  for (const module of modules) collect(module, files);
  const kb = [...files].reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const over = (route === '/login' || route === '/') && kb > LIMIT_KB;
  failed ||= over;
  console.log(
    `${route.padEnd(12)} ${kb.toFixed(1).padStart(7)} KB gzip in ${files.size} files${over ? `  OVER ${LIMIT_KB} KB` : ''}`,
  );
}
process.exitCode = failed ? 1 : 0;
