/**
 * Child processes the benchmark starts and measures: the built portal and the bare Fastify
 * hello-world. Their logs go to a file, never to a pipe nobody reads (a full pipe would stall
 * the server under load and be measured as slowness).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

export interface Started {
  child: ChildProcess;
  origin: string;
  /** From spawning the process until its ready URL first answered 200. */
  readyMs: number;
}

const POLL_MS = 10;
const READY_TIMEOUT_MS = 180_000;

export async function startProcess(options: {
  script: string;
  port: number;
  env: Record<string, string>;
  readyPath: string;
  logFile: string;
}): Promise<Started> {
  const log = openSync(options.logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [join(REPO_ROOT, options.script)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', log, log],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (exited) throw new Error(`${options.script} exited before it was ready; see ${options.logFile}`);
    try {
      const response = await fetch(origin + options.readyPath);
      await response.arrayBuffer();
      if (response.ok) return { child, origin, readyMs: performance.now() - started };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(`${options.script} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Resident memory of a process in MB, from Linux's /proc. */
export function residentMb(child: ChildProcess): number | null {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Linux counts process CPU time in clock ticks, 100 a second on every common build. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A process's /proc stat fields from the state on (field 3), or null when it is gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; it ends at the last parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Fields of `statFields`: the parent, then user and system time, then those of waited-for children. */
const PARENT = 1;
const USER = 11;
const SYSTEM = 12;
const CHILDREN_USER = 13;
const CHILDREN_SYSTEM = 14;

const ticks = (fields: string[], ...at: number[]) =>
  at.reduce((sum, index) => sum + Number(fields[index]), 0);

/** A reading of CPU seconds used so far, or null where Linux's /proc cannot tell. */
export type CpuMeter = () => number | null;

/**
 * CPU seconds (user and system) a process has used so far. Unlike latency on a shared
 * machine, it barely moves with what else the machine is doing.
 */
export function processCpu(child: ChildProcess): CpuMeter {
  return () => {
    const fields = child.pid === undefined ? null : statFields(child.pid);
    return fields ? ticks(fields, USER, SYSTEM) / CLOCK_TICKS_PER_SECOND : null;
  };
}

/**
 * CPU seconds a whole PostgreSQL server on this machine has used so far: the postmaster, every
 * living child (backends, parallel workers, background processes), and the children that have
 * exited, which Linux adds to the postmaster's waited-for time. It is the database's own cost
 * of what the portal asked only while nothing else uses that server.
 */
export function postmasterCpu(postmasterPid: number): CpuMeter {
  return () => {
    const postmaster = statFields(postmasterPid);
    if (!postmaster) return null;
    let total = ticks(postmaster, USER, SYSTEM, CHILDREN_USER, CHILDREN_SYSTEM);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = statFields(Number(entry));
      if (fields && Number(fields[PARENT]) === postmasterPid) total += ticks(fields, USER, SYSTEM);
    }
    return total / CLOCK_TICKS_PER_SECOND;
  };
}

/** The parent of a process (a backend's is its postmaster), or null where /proc cannot tell. */
export function parentOf(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[PARENT]) : null;
}

/** SIGTERM, and SIGKILL if the process has not stopped within its own grace period. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
