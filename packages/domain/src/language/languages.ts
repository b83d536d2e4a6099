/**
 * The portal's languages (issue 30): Canadian English, in which the spec's texts are written,
 * and Canadian French. Each person reads the portal in theirs (docs/translations.md).
 */
export const LANGUAGES = ['en-CA', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language the code's messages are written in. */
export const SOURCE_LANGUAGE: Language = 'en-CA';

/**
 * The portal's language for a browser's list of preferred languages (`navigator.languages`,
 * in order): the first that is French or English, whatever its region ('fr', 'fr-FR' and
 * 'fr-CA' are French), else English.
 */
export function languageFor(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fr') return 'fr-CA';
    if (primary === 'en') return 'en-CA';
  }
  return SOURCE_LANGUAGE;
}

/** Each language named in itself, as a switch between them offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };
