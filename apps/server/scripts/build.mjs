// Bundles the server and its CLIs into dist/. Our own code (including @portico/domain, which
// ships as TypeScript source) is bundled; every npm dependency stays an external import.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@portico/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/cli/seed.ts',
    roles: 'src/cli/roles.ts',
    'hr-import': 'src/cli/hr-import.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    // Some dependencies still call require(); give ESM bundles one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log('server built to apps/server/dist');
