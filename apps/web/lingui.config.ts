import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { FEATURE_FOLDERS } from './catalogue-folders.ts';

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
      exclude: [...NOT_MESSAGES, ...FEATURE_FOLDERS.map((name) => `<rootDir>/src/features/${name}/**`)],
    },
    // One per other feature, loaded with the feature's code (lingui-plugins.ts): a screen
    // downloads its own messages in the reader's language and no one else's.
    ...FEATURE_FOLDERS.map((name) => ({
      path: `<rootDir>/src/features/${name}/locales/{locale}`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: NOT_MESSAGES,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
