import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { loadConfig, type Environment } from '../../src/config';
import { createTestDatabase } from '../database';
import { TestBrowser } from './test-browser';

export const PORTAL_ORIGIN = 'http://localhost:3000';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/**
 * The whole server on a fresh database, configured as a test run with the given overrides.
 * Warnings and errors it logs are kept in `logs`, so tests can check why something was refused.
 */
export async function buildIdentityTestApp(
  environment: Environment = {},
  /** Runs before the app is ready, e.g. to add a route only the test needs. */
  prepare?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
  /** 'info' keeps every access-log line too, for tests that read all the server says. */
  logLevel: 'warn' | 'info' = 'warn',
) {
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: PORTAL_ORIGIN,
    SESSION_SECRET: 'identity-tests-session-secret-0123456789',
    ...environment,
  });
  const app = await buildApp({ config, database, logger: { level: logLevel, stream } });
  prepare?.(app);
  await app.ready();
  return {
    app,
    config,
    db: database.db,
    logs,
    browser: () => new TestBrowser(app, config.publicUrl.origin),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
