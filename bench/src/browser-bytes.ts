/**
 * The bytes Chromium fetches from pressing Sign in on /login until the dashboard is idle:
 * every response's encoded length on the wire (headers and body, as the DevTools protocol
 * counts it), through the development provider's Email page and back. Debian's Chromium only;
 * no browser is downloaded.
 */
import { chromium } from 'playwright-core';
import { PERSONA_EMAILS, type PersonaKey } from './personas';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface SignInBytes {
  bytes: number;
  responses: number;
  /** Each response's path and bytes, in the JSON results, to see where a difference comes from. */
  byPath: Record<string, number>;
}

export async function signInBytes(origin: string, persona: PersonaKey): Promise<SignInBytes> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    let responses = 0;
    const byPath: Record<string, number> = {};
    const urls = new Map<string, string>();
    const count = (url: string, length: number) => {
      const path = new URL(url).pathname;
      byPath[path] = (byPath[path] ?? 0) + length;
      bytes += length;
      responses += 1;
    };
    cdp.on('Network.requestWillBeSent', (event) => {
      // A redirect has no loadingFinished of its own: its response arrives with the next request.
      if (event.redirectResponse) count(event.redirectResponse.url, event.redirectResponse.encodedDataLength);
      urls.set(event.requestId, event.request.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      count(urls.get(event.requestId) ?? 'about:blank', event.encodedDataLength);
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(PERSONA_EMAILS[persona]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${origin}/`, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    return { bytes, responses, byPath };
  } finally {
    await browser.close();
  }
}
