import { isAbsolute, resolve } from 'node:path';

/**
 * npm runs workspace scripts inside the workspace folder; INIT_CWD is where the person typed
 * the command, so `npm run seed` at the repository root fills the same ./data as `npm start`.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv): string {
  const dataDir = env.DATA_DIR ?? 'data';
  if (dataDir.includes('://') || isAbsolute(dataDir)) return dataDir;
  return resolve(env.INIT_CWD ?? process.cwd(), dataDir);
}
