import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { serverClock, keepRunClock } from '../support/clock';
import { closeToursThisSession, expect, test } from '../support/fixtures';
import { PERSONAS, UNKNOWN_EMAIL } from '../support/personas';
import {
  createScratchDatabase,
  postgresIsReachable,
  type ScratchDatabase,
} from '../support/scratch-database';
import { portBesideSuite, startServer, type ServerProcess } from '../support/server-process';

const PROVIDER = fileURLToPath(new URL('../support/standalone-provider.mjs', import.meta.url));
const CLIENT = { id: 'portico-production', secret: 'a-client-secret-the-provider-issued-0123456789' };

/** A certificate for 127.0.0.1 that the portal's server is told to trust (NODE_EXTRA_CA_CERTS). */
function makeCertificate(folder: string) {
  const cert = join(folder, 'provider.crt');
  const key = join(folder, 'provider.key');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes',
    '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' }); // prettier-ignore
  return { cert, key };
}

/** The provider in a process of its own, on the run's clock, once it answers. */
async function startProvider(port: number, portal: string, files: { cert: string; key: string }) {
  const clock = serverClock();
  const child = spawn(process.execPath, [...clock.execArgv, PROVIDER], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PROVIDER_PORT: String(port),
      PROVIDER_CERT: files.cert,
      PROVIDER_KEY: files.key,
      PORTAL_URL: portal,
      CLIENT_ID: CLIENT.id,
      CLIENT_SECRET: CLIENT.secret,
      ...clock.env,
    },
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`The provider stopped (${code}):\n${errors}`)));
  });
  return child;
}

/** oidc-provider's own sign-in and consent pages: any login, any password. */
async function signInAtProvider(page: Page, issuer: string, email: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function confirmSignOutAtProvider(page: Page, issuer: string) {
  await expect(page).toHaveURL(new RegExp(`^${issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The portal as IT would run it: in production mode, signing in through an OpenID Connect
 * provider that is not the portal's own, in another process on another origin (https, a client
 * secret). Someone known lands on their dashboard and signs out through the provider; someone
 * unknown meets the unknown-user screen and signs out the same way.
 */
test('signing in and out through a provider on another origin, in production mode', async ({ browser }) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(join(tmpdir(), 'portico-provider-'));
  const providerPort = portBesideSuite(5);
  const issuer = `https://127.0.0.1:${providerPort}`;
  let provider: ChildProcess | undefined;
  let portal: ServerProcess | undefined;
  let database: ScratchDatabase | undefined;
  try {
    const certificate = makeCertificate(folder);
    const portalPort = portBesideSuite(6);
    provider = await startProvider(providerPort, `http://localhost:${portalPort}`, certificate);
    database = (await postgresIsReachable()) ? await createScratchDatabase('provider') : undefined;
    portal = await startServer({
      port: portalPort,
      ...(database ? { databaseUrl: database.url } : {}),
      env: {
        NODE_ENV: 'production',
        SEED_DEMO_DATA: 'true',
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: CLIENT.id,
        OIDC_CLIENT_SECRET: CLIENT.secret,
        NODE_EXTRA_CA_CERTS: certificate.cert,
      },
    });

    // The provider's certificate is the test's own; the browser is told to accept it.
    const context = await browser.newContext({ baseURL: portal.url, ignoreHTTPSErrors: true });
    await keepRunClock(context);
    await closeToursThisSession(context);
    const page = await context.newPage();

    await signInAtProvider(page, issuer, PERSONAS.emery.email);
    await expect(page).toHaveURL(`${portal.url}/`);
    await expect(page.getByRole('banner').getByText(PERSONAS.emery.name)).toBeVisible();
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await confirmSignOutAtProvider(page, issuer);
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await signInAtProvider(page, issuer, UNKNOWN_EMAIL);
    await expect(page.getByText('We could not find you on Portico, Contact Administrator.')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await confirmSignOutAtProvider(page, issuer);
    await context.close();
  } finally {
    await portal?.stop();
    provider?.kill();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  }
});
