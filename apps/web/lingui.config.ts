import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOGUES, extractorPattern } from './catalogue-folders.ts';

const NOT_MESSAGES = ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'];

/**
 * The web app's catalogues (docs/translations.md): messages are written in English in the code
 * (Lingui's macros) and `npm run i18n:extract -w @portico/web` gathers them into `.po` files,
 * one per catalogue and language, which the build compiles; a message without French fails
 * the build.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  fallbackLocales: false,
  catalogs: [
    // What every screen shows (the frame, shared components, the sign-in page, the dashboard):
    // loaded with the language, before the first paint.
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...NOT_MESSAGES, ...CATALOGUES.flatMap(({ sources }) => sources.map(extractorPattern))],
    },
    // One per other feature, the later screens' shared ones (src/locales/later) and the
    // domain's texts (src/messages), loaded with the code that asks for them
    // (lingui-plugins.ts): a screen downloads its own messages in the reader's language only.
    ...CATALOGUES.map(({ folder, sources }) => ({
      path: `<rootDir>/src/${folder}/{locale}`,
      include: sources.map(extractorPattern),
      exclude: NOT_MESSAGES,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
