import { withCatalogues } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';

/** The id of the signed-in layout route: the administration's routes are patched in under it. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * A screen outside the first paint (/ and /login): its code comes with the Mantine styles the
 * first paint leaves out (`lib/mantine-styles-later.ts`), fetched side by side and both in place
 * before the screen renders. The styles are asked for first, so their sheet comes before the
 * screen's own CSS in the page and the screen's rules win ties, as with the first sheet.
 * The screen's messages are in too (`withCatalogues`), and the later screens' shared ones.
 */
export const withLaterStyles =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([
      import('../lib/mantine-styles-later'),
      import('../lib/later-catalogue').then(({ laterMessages }) => laterMessages),
      withCatalogues(load)(),
    ]).then(([, , route]) => route);

export const handle = (title: RouteHandle['title'], crumbs?: RouteHandle['crumbs']): RouteHandle =>
  crumbs ? { title, crumbs } : { title };
