/**
 * Paint on a modest laptop (DESIGN §9): Lighthouse on the built portal's first screens, as a
 * laptop on a poor connection would see them: a 1366×768 screen, the CPU slowed 4× and
 * Lighthouse's slow-4G profile, simulated from an unthrottled load (Lighthouse's default
 * method, the least moved by other work on the machine). Debian's Chromium only; no browser is
 * downloaded.
 */
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { CHROMIUM } from './browser-bytes';
import { loadAverage } from './load-average';
import { lcpElement, medianFigures, paintFigures } from './paint-figures';
import type { PaintFigures, PaintResults, PaintRoute } from './results';
import { signIn } from './sign-in';

/** The sign-in page, then the screens people open first once signed in. */
const ROUTES = [
  { path: '/login', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/serviceRequests', signedIn: true },
  { path: '/employees', signedIn: true },
] as const;

/** Runs per route; each figure reported is the median of these. */
const RUNS = 3;

const SETTINGS: Flags = {
  onlyCategories: ['performance'],
  formFactor: 'desktop',
  screenEmulation: { mobile: false, width: 1366, height: 768, deviceScaleFactor: 1, disabled: false },
  // The browser's own user agent: the portal serves every screen the same.
  emulatedUserAgent: false,
  throttlingMethod: 'simulate',
  // Lighthouse's slow-4G profile with a 4× slower CPU.
  throttling: { rttMs: 150, throughputKbps: 1638.4, uploadThroughputKbps: 750, cpuSlowdownMultiplier: 4 },
  logLevel: 'error',
  output: 'json',
};

const lighthouseVersion = (): string =>
  (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

/** Lighthouse's own failure to record a run ("Please run Lighthouse again"), not the page's. */
class LighthouseRunError extends Error {}

/** Lighthouse fails to record a run now and then (NO_NAVSTART, a lost trace): it is run again. */
const ATTEMPTS = 3;

async function runRecorded(url: string, cookie: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, cookie);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS) throw error;
    }
  }
}

/** One run in a browser of its own, as Lighthouse advises: nothing is left from the run before. */
async function runOnce(url: string, cookie: string | undefined) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      ...SETTINGS,
      port: chrome.port,
      // Lighthouse clears the origin's storage before each run; a header keeps the session.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // A signed-in screen that fell back to /login would be measured as the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

export async function measurePaint(
  origin: string,
  email: string,
  progress: (line: string) => void,
): Promise<PaintResults> {
  const before = loadAverage();
  const cookie = await signIn(origin, email);
  const routes: PaintRoute[] = [];
  for (const route of ROUTES) {
    const runs: PaintFigures[] = [];
    let element: string | undefined;
    for (let run = 0; run < RUNS; run++) {
      const lhr = await runRecorded(origin + route.path, route.signedIn ? cookie : undefined);
      runs.push(paintFigures(lhr));
      element = lcpElement(lhr);
    }
    const median = medianFigures(runs);
    progress(
      `paint ${route.path}: LCP ${Math.round(median.lcpMs)} ms, TBT ${Math.round(median.tbtMs)} ms, CLS ${median.cls.toFixed(3)}`,
    );
    routes.push({ ...route, median, runs, ...(element ? { lcpElement: element } : {}) });
  }
  return {
    lighthouse: lighthouseVersion(),
    signedInAs: email,
    loadAverage: { before, after: loadAverage() },
    routes,
  };
}
