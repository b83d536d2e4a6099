import { i18n, type Messages } from '@lingui/core';
import { languageFor, LANGUAGES, type Language } from '@portico/domain/language/languages';

/*
 * The reader's language (issue 30, docs/translations.md). Only the reader's catalogue is
 * downloaded: each language's is a chunk of its own, compiled from `src/locales/<lang>.po`.
 * Switching loads the other and re-renders in place: nothing reloads, nothing typed is lost.
 */

const STORED = 'portico.language';

type Catalogue = Record<Language, () => Promise<{ messages: Messages }>>;

/** The main catalogue: the frame, the shared components, the sign-in page and the dashboard. */
const main: Catalogue = {
  'en-CA': () => import('../locales/en-CA.po'),
  'fr-CA': () => import('../locales/fr-CA.po'),
};

/** The features' own catalogues, as their code arrives (`loadFeatureCatalogue`). */
const features = new Map<string, Catalogue>();
/** Each catalogue's messages in one language, fetched once. */
const fetched = new Map<string, Promise<void>>();

const fetchCatalogue = (name: string, catalogue: Catalogue, language: Language) => {
  const key = `${name}:${language}`;
  let done = fetched.get(key);
  if (!done) {
    done = catalogue[language]().then(({ messages }) => i18n.load(language, messages));
    // A failed fetch (the network dropped) is tried again on the next need, not remembered.
    done.catch(() => fetched.delete(key));
    fetched.set(key, done);
  }
  return done;
};

/** The language asked for last, and its catalogues arriving (the first one's at start). */
let target: Language | undefined;
let switching: Promise<void> = Promise.resolve();

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language to start in, before the person's own setting is known: the one chosen last on
 * this browser, else the browser's own (French or English), else English.
 */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORED);
  } catch {
    // Storage refused (a private window's policy): the browser's language decides.
  }
  return isLanguage(stored) ? stored : languageFor(navigator.languages ?? [navigator.language]);
}

/** The language the portal shows now. */
export const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en-CA');

/**
 * Shows the portal in `language`: its catalogue is fetched (once), then every screen renders
 * in it, and the page's `lang` says so (screen readers, hyphenation, spell checks).
 */
export function activateLanguage(language: Language): Promise<void> {
  if (target === language && i18n.locale === language) return switching;
  target = language;
  switching = switchTo(language);
  return switching;
}

async function switchTo(language: Language) {
  await Promise.all([
    fetchCatalogue('main', main, language),
    ...[...features].map(([name, catalogue]) => fetchCatalogue(name, catalogue, language)),
  ]);
  if (target !== language) return; // switched again meanwhile: the last choice wins
  i18n.activate(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORED, language);
  } catch {
    // Not kept on this browser; the person's setting on the server still is.
  }
}

/**
 * The first language, at start: nothing can render before its catalogue is in, so a fetch
 * that fails (the network dropped as the page opened) is tried again, sooner first, until it
 * succeeds; the page then appears without a reload.
 */
export function startInLanguage(language: Language, attempt = 0): void {
  activateLanguage(language).catch(() => {
    setTimeout(() => startInLanguage(language, attempt + 1), Math.min(500 * 2 ** attempt, 10_000));
  });
}

/** The feature catalogues asked for and not yet in. */
const arriving = new Set<Promise<void>>();

/**
 * A feature's messages in the reader's language (asked for by each of its modules as it is
 * evaluated, lingui-plugins.ts). A later switch fetches them in the other language too.
 */
export function loadFeatureCatalogue(name: string, catalogue: Catalogue): void {
  if (features.has(name)) return;
  features.set(name, catalogue);
  const done = switching
    .catch(() => undefined) // a failed switch leaves the language as it was
    .then(() => fetchCatalogue(name, catalogue, activeLanguage()))
    .finally(() => arriving.delete(done));
  arriving.add(done);
}

/**
 * Resolves once every catalogue asked for so far is in: a screen whose code has just arrived
 * renders with its messages, never their ids (app/route-helpers.ts).
 */
export const cataloguesReady = (): Promise<unknown> => Promise.all(arriving);

/**
 * Code loaded later (a route's module, a lazily loaded dialog or card, a tour) resolves once
 * the catalogues its modules asked for have arrived too, so it never shows a message's id:
 * `lazy(withCatalogues(() => import('./news-carousel')))`.
 */
export const withCatalogues =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().then(async (loaded) => {
      await cataloguesReady();
      return loaded;
    });
