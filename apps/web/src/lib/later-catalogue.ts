import { cataloguesReady, loadFeatureCatalogue } from './i18n';

/*
 * The later screens' shared messages (apps/web/catalogue-folders.ts), fetched by every later
 * screen beside its code (app/route-helpers.ts), so a dialog the screen loads afterwards finds
 * them in. A module of its own, loaded with the screen, so the first paint never fetches them.
 */
loadFeatureCatalogue('later', {
  'en-CA': () => import('../locales/later/en-CA.po'),
  'fr-CA': () => import('../locales/later/fr-CA.po'),
});

/** Resolves once they are in, in the reader's language. */
export const laterMessages = cataloguesReady();
