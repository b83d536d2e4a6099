import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { Plugin } from 'vite';
import { catalogueOf, SRC_ROOT } from './catalogue-folders.ts';

/** Explicit, because the tests run Vite from the repository's root. */
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/** A module that writes a message imports one of Lingui's macros. */
const USES_MESSAGES = /from ['"]@lingui\/(react|core)\/macro['"]/;

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) are a Babel plugin. Babel parses only the files that
 * import a macro; every other module stays on the bundler's own (faster) transform.
 */
const linguiMacro = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath }) }]],
  }),
  rolldown: { filter: { code: USES_MESSAGES } },
});

const I18N = fileURLToPath(new URL('./src/lib/i18n.ts', import.meta.url));
const { locales } = getConfig({ configPath, skipValidation: true });

/**
 * A catalogue comes with its code (catalogue-folders.ts): every module of a feature, or of the
 * later screens' shared ones, that writes a message asks for its catalogue in the reader's
 * language as it is evaluated, so no one has to remember to load it, and the route or the
 * lazily loaded part waits for every catalogue asked for before it renders (`withCatalogues`,
 * src/lib/i18n.ts). Not a top-level
 * `await`: the bundler then stops merging the first paint's chunks (24 files became 51).
 * Written on the module's first line, so the lines of the source map stay as they are.
 */
function featureCatalogues(): Plugin {
  return {
    name: 'portico-feature-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(SRC_ROOT) || !USES_MESSAGES.test(code)) return null;
      const catalogue = catalogueOf(id.slice(SRC_ROOT.length));
      if (!catalogue) return null;
      const loaders = locales
        .map(
          (locale) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${SRC_ROOT}${catalogue.folder}/${locale}.po`)})`,
        )
        .join(', ');
      const load = `import { loadFeatureCatalogue as __loadCatalogue } from ${JSON.stringify(I18N)}; void __loadCatalogue(${JSON.stringify(catalogue.name)}, { ${loaders} });`;
      return { code: `${load}${code}`, map: null };
    },
  };
}

/**
 * The macros, and the catalogues compiled as they are imported (`src/locales/*.po`,
 * `src/features/<feature>/locales/*.po`). A production build fails on a message that has no
 * French.
 */
export const linguiPlugins = ({ failOnMissing }: { failOnMissing: boolean }) => [
  featureCatalogues(),
  babel({ presets: [linguiMacro] }),
  lingui({ configPath, failOnMissing }),
];
