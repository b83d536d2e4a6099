import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's catalogue (docs/translations.md): the pages and texts the server itself writes
 * for a person — the development identity provider's pages now, notifications and emails as
 * they move here — in the person's language. Messages are descriptors with an id and the
 * English text, marked with an `i18n` comment (the server is not built with Lingui's macros);
 * `npm run i18n:compile -w @portico/server` extracts them into `src/locales/<lang>.po` and
 * compiles those into the `.ts` modules the server imports.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '<rootDir>/src/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
