import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '@portico/domain/language/languages';
import { messages as enCA } from '../../src/locales/en-CA';
import { messages as frCA } from '../../src/locales/fr-CA';

const COMPILED = { 'en-CA': enCA, 'fr-CA': frCA };

/** The server's catalogue as its translators write it: `src/locales/<language>.po`. */
async function translations(language: string) {
  const file = new URL(`../../src/locales/${language}.po`, import.meta.url);
  const catalogue = await formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    filename: file.pathname,
  });
  return Object.entries(catalogue ?? {}).filter(([id, entry]) => id !== '' && !entry.obsolete);
}

describe('the server’s catalogue (apps/server/lingui.config.ts)', () => {
  it.each(LANGUAGES)('has every message in %s', async (language) => {
    const missing = (await translations(language)).filter(([, entry]) => !entry.translation?.trim());
    expect(missing.map(([id]) => id)).toEqual([]);
  });

  it.each(LANGUAGES)(
    'is compiled as its .po says in %s (npm run i18n:compile -w @portico/server)',
    async (language) => {
      const fromPo = Object.fromEntries(
        (await translations(language)).map(([id, entry]) => [id, compileMessage(entry.translation ?? '')]),
      );
      expect(COMPILED[language]).toEqual(fromPo);
    },
  );
});
