// `npm start`: builds the web app and the server when their sources are newer than the last
// build, then runs the portal on the embedded defaults (PGlite under ./data, the development
// identity provider, demo data on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestChange(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

function buildIfStale(workspace, output, sources) {
  const built = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  if (built > newestChange(sources)) return;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['packages/domain/src', 'package-lock.json'];
buildIfStale('@portico/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  ...shared,
]);
buildIfStale('@portico/server', 'apps/server/dist/main.js', [
  'apps/server/src',
  'apps/server/drizzle',
  ...shared,
]);

// Run the server as a child and pass stop signals on, so Ctrl-C and SIGTERM stop it cleanly.
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
