import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'portico-lock-'));
  folders.push(made);
  return made;
};
afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

/** The pid of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
const lockIn = (dataDir: string) => join(dataDir, LOCK_FILE);
const writeLock = (dataDir: string, owner: object | string) =>
  writeFileSync(lockIn(dataDir), typeof owner === 'string' ? owner : JSON.stringify(owner));

describe('one process per embedded data folder', () => {
  it('takes a free folder (making it), names this process, and removes the lock on release', () => {
    const dataDir = join(folder(), 'data');
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockIn(dataDir), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    release();
    expect(existsSync(lockIn(dataDir))).toBe(false);
  });

  it.each([
    [
      'a running process on this host',
      () => ({ pid: process.ppid, host: hostname(), since: 'x' }),
      /in use by process \d+ \(since/,
    ],
    [
      'this very process, a second time',
      () => ({ pid: process.pid, host: hostname(), since: 'x' }),
      /only one process may open it/,
    ],
    [
      'a process on another host',
      () => ({ pid: 1, host: 'another-host', since: 'x' }),
      /on another-host .* delete .*portico\.lock/,
    ],
  ])('refuses a folder held by %s, and leaves its lock alone', (_, owner, message) => {
    const dataDir = folder();
    writeLock(dataDir, owner());
    const before = readFileSync(lockIn(dataDir), 'utf8');
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(message);
    expect(readFileSync(lockIn(dataDir), 'utf8')).toBe(before);
  });

  it.each([
    [
      'a process on this host that has ended (a crash)',
      () => ({ pid: endedPid(), host: hostname(), since: 'x' }),
    ],
    ['a file cut short while it was written', () => '{"pid": 12'],
  ])('takes over a lock left by %s', (_, owner) => {
    const dataDir = folder();
    writeLock(dataDir, owner());
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockIn(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('does not remove a lock that another process has taken since', () => {
    const dataDir = folder();
    const release = lockDataDir(dataDir);
    writeLock(dataDir, { pid: process.ppid, host: hostname(), since: 'later' });
    release();
    expect(existsSync(lockIn(dataDir))).toBe(true);
  });
});
