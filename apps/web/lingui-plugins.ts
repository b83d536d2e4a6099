import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/** Explicit, because the tests run Vite from the repository's root. */
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) are a Babel plugin. Babel parses only the files that
 * import a macro; every other module stays on the bundler's own (faster) transform.
 */
const linguiMacro = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath }) }]],
  }),
  rolldown: { filter: { code: /from ['"]@lingui\/(react|core)\/macro['"]/ } },
});

/**
 * The macros, and the catalogues compiled as they are imported (`src/locales/*.po`). A
 * production build fails on a message that has no French.
 */
export const linguiPlugins = ({ failOnMissing }: { failOnMissing: boolean }) => [
  babel({ presets: [linguiMacro] }),
  lingui({ configPath, failOnMissing }),
];
