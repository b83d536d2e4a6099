import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '@portico/domain/language/languages';

/*
 * No message is left in English (issue 30): every message of the code, gathered into the
 * source catalogue by `npm run i18n:extract -w @portico/web`, has its translation in every
 * other language. The production build also refuses a missing one (lingui-plugins.ts).
 */
const SOURCE = `${SOURCE_LANGUAGE}.po`;
/** Every catalogue's folder: the main one, the later screens', each feature's (catalogue-folders.ts). */
const SRC = join(import.meta.dirname, '..');
const folders = [
  import.meta.dirname,
  join(import.meta.dirname, 'later'),
  ...readdirSync(join(SRC, 'features')).map((feature) => join(SRC, 'features', feature, 'locales')),
  join(SRC, 'messages/locales'),
].filter((folder) => existsSync(join(folder, SOURCE)));

async function catalogue(folder: string, language: string) {
  const file = join(folder, `${language}.po`);
  return formatter().parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    filename: file,
  });
}

const others = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);

describe('the catalogues', () => {
  it('are the main one and the features’', () => {
    expect(folders).toContain(import.meta.dirname);
    expect(folders.length).toBeGreaterThan(10);
  });

  it.each(folders.flatMap((folder) => others.map((language) => [relative(SRC, folder) || '.', language])))(
    '%s gives every message a %s translation',
    async (name, language) => {
      const folder = join(SRC, name!);
      const source = await catalogue(folder, SOURCE_LANGUAGE);
      const translated = await catalogue(folder, language!);
      const missing = Object.entries(source)
        .filter(([id]) => !translated[id]?.translation?.trim())
        .map(([, entry]) => entry.message ?? entry.translation);
      expect(missing).toEqual([]);
    },
  );

  // A message's id is its English text (and context): two catalogues loaded side by side share
  // one translation of it, whichever arrived last. Each must give the same one, or the message
  // needs a context (`msg({ context, message })`) where its meaning differs.
  it.each(others)('give one %s translation to a message that several catalogues hold', async (language) => {
    const seen = new Map<string, Map<string, string[]>>();
    for (const folder of folders) {
      for (const [id, entry] of Object.entries(await catalogue(folder, language))) {
        const key = `${entry.context ?? ''}\u0004${entry.message ?? id}`;
        const translations = seen.get(key) ?? new Map<string, string[]>();
        const translation = entry.translation ?? '';
        translations.set(translation, [
          ...(translations.get(translation) ?? []),
          relative(SRC, folder) || '.',
        ]);
        seen.set(key, translations);
      }
    }
    const differing = [...seen]
      .filter(([, translations]) => translations.size > 1)
      .map(([key, translations]) => ({
        message: key.replace('\u0004', ' | '),
        ...Object.fromEntries(translations),
      }));
    expect(differing).toEqual([]);
  });

  // In ICU messages an apostrophe before a brace starts a quoted literal: "'{name}'" shows
  // "{name}", not the name. A quote around a value is written doubled: "''{name}''".
  it.each(folders.map((folder) => relative(SRC, folder) || '.'))(
    '%s quotes no value by mistake',
    async (name) => {
      const folder = join(SRC, name!);
      const texts = (await Promise.all(LANGUAGES.map((language) => catalogue(folder, language)))).flatMap(
        (messages) => Object.values(messages).flatMap((entry) => [entry.message, entry.translation]),
      );
      expect(texts.filter((text) => text && /(^|[^'])'\{/.test(text))).toEqual([]);
    },
  );
});
