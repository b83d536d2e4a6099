import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type Environment } from '../src/config';
import { rowsOf, type Database } from '../src/db/client';
import { PERSONAS } from '../src/reference-data/personas';
import { startSession } from '../src/features/identity/session-service';
import { createTestDatabase, type TemplateName } from './database';

export { PERSONAS };
export const TEST_ORIGIN = 'http://localhost:3000';
export type PersonaKey = keyof typeof PERSONAS;
/**
 * Who calls the API in the permission matrix and the fuzz test: nobody, each persona, and
 * `peer`, a second plain employee (no access role, no reports, no project to approve, not in
 * Emery's department), the stranger to every persona's things.
 */
export type Caller = PersonaKey | 'peer' | 'anonymous';
export const CALLERS: readonly Caller[] = ['anonymous', 'alex', 'blair', 'casey', 'drew', 'emery', 'peer'];

/** The first employee, by number, who is a plain colleague to every persona (see `Caller`). */
async function findPeer(db: Database['db']): Promise<string> {
  const personaIds = Object.values(PERSONAS).map((persona) => persona.id);
  const result = await db.execute(sql`
    select e.id from employees e
    where e.id not in (${sql.join(
      personaIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and e.employment_status = 'ACTIVE'
      and e.department is distinct from ${PERSONAS.emery.department}
      and not exists (select 1 from employee_roles r where r.employee_id = e.id)
      and not exists (select 1 from employees report where report.manager_employee_number = e.employee_number)
      and not exists (
        select 1 from projects p
        where e.id in (p.purchase_approver_id, p.secondary_purchase_approver_id, p.pre_approver_id, p.estimate_approver_id)
      )
    order by e.employee_number
    limit 1`);
  const [peer] = rowsOf<{ id: string }>(result);
  if (!peer) throw new Error('The demo organisation has no plain employee to be the peer.');
  return peer.id;
}

export function testConfig(environment: Environment = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    SESSION_SECRET: 'api-tests-session-secret-0123456789abcdef',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Live-notification streams end once opened, so a plain inject call gets its answer;
    // tests of the stream itself give it a lifetime.
    NOTIFICATION_STREAM_LIFETIME_SECONDS: '0',
    // The daily jobs run only where a test runs them, with its own clock.
    APPROVAL_REMINDER_CHECK_MINUTES: '0',
    ...environment,
  });
}

/** What the stand-in web app's page shell references, as a Vite build's index.html does. */
export const FAKE_WEB_ASSETS = ['/assets/index-3f2a1c9e.js', '/assets/index-8b7d41aa.css', '/favicon.svg'];

/** A stand-in built web app, so the page shell and static files can be tested without a build. */
function fakeWebRoot() {
  const root = mkdtempSync(join(tmpdir(), 'portico-web-'));
  mkdirSync(join(root, 'assets'));
  const [script, style, icon] = FAKE_WEB_ASSETS;
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><title>Portico</title><link rel="icon" href="${icon}">` +
      `<script type="module" src="${script}"></script><link rel="stylesheet" href="${style}">` +
      '<div id="root"></div>',
  );
  writeFileSync(join(root, script!), 'document.title = "Portico";');
  // As the web build's precompress step leaves them beside each file.
  writeFileSync(join(root, `${script}.br`), brotliCompressSync('document.title = "Portico";'));
  writeFileSync(join(root, `${script}.gz`), gzipSync('document.title = "Portico";'));
  writeFileSync(join(root, style!), 'body { margin: 0; }');
  writeFileSync(join(root, icon!), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** Calls the app as a browser on the portal's page would: cookie, CSRF header, same Origin. */
export class ApiClient {
  constructor(
    private readonly app: App,
    readonly cookie: string | undefined,
  ) {}

  request(options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.inject({
      ...options,
      headers: {
        'x-requested-with': 'portico',
        origin: TEST_ORIGIN,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...options.headers,
      },
    });
  }
  get = (url: string) => this.request({ method: 'GET', url });
  delete = (url: string) => this.request({ method: 'DELETE', url });
  post = (url: string, payload?: unknown) => this.request({ method: 'POST', url, payload: payload as never });
  patch = (url: string, payload?: unknown) =>
    this.request({ method: 'PATCH', url, payload: payload as never });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload: payload as never });
}

/** The template `buildTestApp` starts from. */
const templateOf = (seed: boolean | 'demo' | undefined): TemplateName =>
  seed === false ? 'migrated' : seed === 'demo' ? 'demo' : 'people';

/**
 * The whole server on a fresh database seeded with the demo organisation (so the personas
 * exist), for API tests. `as(persona)` gives a client holding a real session of that persona.
 */
export async function buildTestApp(
  options: {
    /**
     * What the database holds: by default the demo organisation (so the personas exist) and
     * the request catalogue; tests make the rest with factories. 'demo' holds everything the
     * demo seed makes, false nothing.
     */
    seed?: boolean | 'demo';
    /** The demo organisation at this size rather than the templates' (seeded for this app alone). */
    employees?: number;
    /**
     * A database the caller owns (and closes), holding what the test needs (e.g.
     * `createTestDatabase({ template: 'people' })`); by default a fresh one closed with the app.
     */
    database?: Database;
    /** Settings over the tests' own; `undefined` restores a setting's shipped default. */
    environment?: Environment;
    /** Where the server logs; by default nowhere. */
    logger?: AppOptions['logger'];
  } = {},
) {
  const owned = options.database
    ? undefined
    : await createTestDatabase({ template: templateOf(options.seed), employees: options.employees });
  const database = options.database ?? owned!;
  const config = testConfig(options.environment);
  const app = await buildApp({ config, database, logger: options.logger ?? false, webRoot: fakeWebRoot() });
  await app.ready();

  let peerId: Promise<string> | undefined;
  const idOf = (caller: Exclude<Caller, 'anonymous'>) =>
    caller === 'peer' ? (peerId ??= findPeer(database.db)) : PERSONAS[caller].id;

  const limits = { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours };
  async function signIn(employeeId: string) {
    const { token } = await startSession(database.db, { employeeId, idToken: null, limits });
    return `portico_session=${token}`;
  }

  return {
    app,
    db: database.db,
    database,
    config,
    signIn,
    anonymous: () => new ApiClient(app, undefined),
    as: async (caller: Caller) =>
      new ApiClient(app, caller === 'anonymous' ? undefined : await signIn(await idOf(caller))),
    asEmployee: async (employeeId: string) => new ApiClient(app, await signIn(employeeId)),
    close: async () => {
      await app.close();
      await owned?.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
