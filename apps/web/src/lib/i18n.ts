import { i18n, type Messages } from '@lingui/core';
import { languageFor, LANGUAGES, type Language } from '@portico/domain/language/languages';

/*
 * The reader's language (issue 30, docs/translations.md). Only the reader's catalogue is
 * downloaded: each language's is a chunk of its own, compiled from `src/locales/<lang>.po`.
 * Switching loads the other and re-renders in place: nothing reloads, nothing typed is lost.
 */

const STORED = 'portico.language';

const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
  'en-CA': () => import('../locales/en-CA.po'),
  'fr-CA': () => import('../locales/fr-CA.po'),
};

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
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = await catalogues[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORED, language);
  } catch {
    // Not kept on this browser; the person's setting on the server still is.
  }
}
