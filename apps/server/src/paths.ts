import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this file, so the same code finds its
 * migrations whether it runs from `src/` (tests, tsx) or from the bundled `dist/`.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@portico/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @portico/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsFolder = join(serverRoot, 'drizzle');
export const webDistFolder = join(serverRoot, '..', 'web', 'dist');
