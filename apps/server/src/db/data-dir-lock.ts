import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The file inside an embedded database's folder that names the one process using it. */
export const LOCK_FILE = 'portico.lock';

export class DataDirInUseError extends Error {}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

/**
 * Makes this process the one owner of an embedded (PGlite) data folder, or refuses. PGlite is a
 * database inside the process: a second process on the same folder starts, accepts writes, and
 * whichever stops last overwrites the other's (the roles command against a running portal did
 * exactly that). The lock is a file created only if absent, naming the owner's pid and host; a
 * lock whose process is gone on this host (a crash, a SIGKILL) is stale and taken over. A lock
 * from another host (a second container on a shared volume) cannot be checked from here, so it
 * refuses and says how to clear it. Returns the release, which removes the file if still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = openSync(path, 'wx');
      writeSync(file, JSON.stringify(me));
      closeSync(file);
      const release = () => {
        if (sameOwner(readOwner(path), me)) unlinkSync(path);
      };
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner && (owner.host !== me.host || isRunning(owner.pid))) {
      throw new DataDirInUseError(inUseMessage(dataDir, path, owner, me.host));
    }
    // Stale (its process has ended) or unreadable (a crash while writing it): take it over.
    unlinkSync(path);
  }
  throw new DataDirInUseError(`Could not take the lock ${path}: another process keeps taking it.`);
}

function inUseMessage(dataDir: string, path: string, owner: Owner, host: string) {
  const where = owner.host === host ? '' : ` on ${owner.host}`;
  const clear =
    owner.host === host ? '' : ` If that machine no longer runs it, delete ${path} and start again.`;
  return (
    `The embedded database in ${dataDir} is in use by process ${owner.pid}${where} (since ` +
    `${owner.since}); only one process may open it. Stop that process first, or use ` +
    `PostgreSQL (DATABASE_URL) to run several.${clear}`
  );
}

function readOwner(path: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined;
    return { pid: owner.pid, host: owner.host, since: String(owner.since) };
  } catch {
    return undefined;
  }
}

const sameOwner = (a: Owner | undefined, b: Owner) => a?.pid === b.pid && a.host === b.host;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
