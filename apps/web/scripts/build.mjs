// The production build, in two passes, so the first paint downloads a few files instead of
// fifty (docs/web-building-blocks.md, "The first load").
//
// Left to itself the bundler cuts the modules `/` needs beyond the entry into about forty
// chunks, one for each set of screens that shares them (a Card shared by the dashboard and ten
// screens is a chunk of its own), and each is compressed alone: as forty files they cost about
// 9 KB gzip more than as one. Which modules those are is known only once the bundler has
// tree-shaken them (a component library's index reaches all of it), so a first pass, not
// written, finds them: the modules of the chunks the signed-in first paint (the layout and the
// dashboard) loads, less the entry's and less any the sign-in page also loads. The second pass,
// the real one, puts exactly those in one chunk. Other screens that use one of them load that
// chunk, already cached by anyone who came in through the dashboard.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIRST_PAINT = ['src/app/layout/protected-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'];
const SIGN_IN = ['src/features/auth/login-page.tsx'];

/** @param {import('rolldown').OutputChunk[]} chunks @param {string[]} modules */
function chunksLoadedFor(chunks, modules) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set();
  const visit = (chunk) => {
    if (!chunk || loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const module of modules) {
    const facade = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
    if (!facade) throw new Error(`No chunk for ${module}: the build's routes have changed`);
    visit(facade);
  }
  return loaded;
}

/** The modules the first pass put in the first paint's chunks, beyond the entry and sign-in. */
async function firstPaintModules() {
  const result = await build({ root, logLevel: 'warn', build: { write: false, manifest: false } });
  const chunks = [result]
    .flat()
    .flatMap((output) => output.output)
    .filter((file) => file.type === 'chunk');
  const elsewhere = chunksLoadedFor(chunks, SIGN_IN);
  const modules = new Set();
  for (const chunk of chunksLoadedFor(chunks, FIRST_PAINT)) {
    if (chunk.isEntry || elsewhere.has(chunk)) continue;
    // The two screens stay chunks of their own, named in the manifest as the routes load them.
    for (const id of chunk.moduleIds) if (!FIRST_PAINT.some((screen) => id.endsWith(screen))) modules.add(id);
  }
  return modules;
}

const modules = await firstPaintModules();
await build({
  root,
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Exactly the modules found: whatever else they import is in the entry or in the
          // chunks the sign-in page shares, which the first paint downloads too.
          includeDependenciesRecursively: false,
          groups: [{ name: 'first-paint', test: (id) => modules.has(id) }],
        },
      },
    },
  },
});
