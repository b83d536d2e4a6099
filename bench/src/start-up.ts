/**
 * Start-up to ready (`/readyz` answering 200), build excluded: the portal on an empty PGlite
 * data folder (migrations and the demo seed included) and on the folder that start left, next
 * to a bare Fastify hello-world's start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, stopProcess } from './processes';

export interface StartUpFigures {
  emptyPgliteMs: number;
  existingPgliteMs: number;
  helloWorldMs: number;
}

export async function measureStartUp(port: number, logFile: string): Promise<StartUpFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-pglite-'));
  const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` };
  const portal = { script: 'apps/server/dist/main.js', port, env, readyPath: '/readyz', logFile };
  try {
    const empty = await startProcess(portal);
    await stopProcess(empty.child);
    const existing = await startProcess(portal);
    await stopProcess(existing.child);
    const hello = await startProcess({
      script: 'bench/src/hello-world.mjs',
      port,
      env: {},
      readyPath: '/',
      logFile,
    });
    await stopProcess(hello.child);
    return { emptyPgliteMs: empty.readyMs, existingPgliteMs: existing.readyMs, helloWorldMs: hello.readyMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
