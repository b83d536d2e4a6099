import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's catalogues (docs/translations.md): messages are written in English in the code
 * (Lingui's macros) and `npm run i18n:extract -w @portico/web` gathers them into one `.po` file
 * per language, which the build compiles; a message without French fails the build.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
