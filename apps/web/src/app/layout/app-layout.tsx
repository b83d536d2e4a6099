import { lazy, Suspense, useEffect } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from 'react-router';
import type { Me } from '@portico/domain/identity/me';
import { CopyrightLine } from '../../components/copyright-line';
import { useCorporateLinks } from '../../lib/api/get-corporate-links';
import { useBrowserIdle } from '../../lib/use-browser-idle';
import classes from './app-layout.module.css';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { HeaderBar } from './header-bar';
import { NavigationProgress } from './navigation-progress';
import { SCROLL_LOCK_OFFSET_CLASS } from './scroll-lock-offset';
import { SidebarNav } from './sidebar-nav';
import { useNotificationStream } from './use-notification-stream';

// Not needed to show the page: loaded once the browser is idle after the first paint.
const IdleReload = lazy(() => import('./idle-reload'));
// Page views for Portal Metrics, reported from the same idle moment.
const PageViewReporter = lazy(() => import('../../features/portal-metrics/page-view-reporter'));

/**
 * The signed-in portal's frame (spec §2 Layout): header, fixed sidebar, page, footer. On a
 * phone the sidebar opens over the page from the header's menu button.
 */
export function AppLayout({ me }: { me: Me }) {
  const { t } = useLingui();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { pathname } = useLocation();
  const corporateLinks = useCorporateLinks();
  const browserIdle = useBrowserIdle();
  useNotificationStream();

  // On a phone the sidebar covers the page; choosing a page should reveal it.
  useEffect(closeNav, [pathname, closeNav]);

  return (
    <div className={classes.shell} data-nav-opened={navOpened || undefined}>
      <a href="#main-content" className={classes.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      <header className={`${classes.header} ${SCROLL_LOCK_OFFSET_CLASS}`}>
        <HeaderBar me={me} navOpened={navOpened} onToggleNav={toggleNav} />
      </header>
      <nav id="main-navigation" aria-label={t`Main navigation`} className={classes.navbar}>
        <div className={classes.navScroll}>
          <SidebarNav capabilities={me.capabilities} corporateLinks={corporateLinks.data ?? []} />
        </div>
      </nav>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <NavigationProgress />
        <BreadcrumbTrail />
        <Outlet />
      </main>
      <footer className={`${classes.footer} ${SCROLL_LOCK_OFFSET_CLASS}`}>
        <CopyrightLine />
      </footer>
      {browserIdle && (
        <Suspense fallback={null}>
          <IdleReload />
          <PageViewReporter />
        </Suspense>
      )}
    </div>
  );
}
