import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LANGUAGES, type Language } from '@portico/domain/language/languages';
import { messages as enCA } from '../locales/en-CA';
import { messages as frCA } from '../locales/fr-CA';

const CATALOGUES: Record<Language, Messages> = { 'en-CA': enCA, 'fr-CA': frCA };

/** One Lingui instance per language, each with its compiled catalogue (lingui.config.ts). */
const TEXTS = new Map<Language, I18n>(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: CATALOGUES[language] } }),
  ]),
);

/**
 * What the server writes for a person, in their language: `textsIn(language)._(descriptor)`,
 * where the descriptor (`{ id: 'area.what', message: 'English {value}', values }`) carries an
 * `i18n` comment so that extraction finds it.
 */
export const textsIn = (language: Language): I18n => TEXTS.get(language)!;
