import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOGUE_FOLDERS } from './catalogue-folders.ts';

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
      exclude: [...NOT_MESSAGES, ...CATALOGUE_FOLDERS.map((folder) => `<rootDir>/src/${folder}/**`)],
    },
    // One per other feature (and the domain's texts, src/messages), loaded with the feature's code (lingui-plugins.ts): a screen
    // downloads its own messages in the reader's language and no one else's.
    ...CATALOGUE_FOLDERS.map((folder) => ({
      path: `<rootDir>/src/${folder}/locales/{locale}`,
      include: [`<rootDir>/src/${folder}`],
      exclude: NOT_MESSAGES,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
