import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '@portico/domain/language/languages';

/*
 * No message is left in English (issue 30): every message of the code, gathered into the
 * source catalogue by `npm run i18n:extract -w @portico/web`, has its translation in every
 * other language. The production build also refuses a missing one (lingui-plugins.ts).
 */
async function catalogue(language: string) {
  const file = join(import.meta.dirname, `${language}.po`);
  return formatter().parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    filename: file,
  });
}

describe('the catalogues', () => {
  it.each(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))(
    'give every message a %s translation',
    async (language) => {
      const source = await catalogue(SOURCE_LANGUAGE);
      const translated = await catalogue(language);
      expect(Object.keys(source).length).toBeGreaterThan(0);
      const missing = Object.entries(source)
        .filter(([id]) => !translated[id]?.translation?.trim())
        .map(([, entry]) => entry.message ?? entry.translation);
      expect(missing).toEqual([]);
    },
  );
});
