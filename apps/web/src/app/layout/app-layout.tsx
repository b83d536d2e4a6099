import { useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import type { Me } from '@portico/domain/identity/me';
import { CopyrightLine } from '../../components/copyright-line';
import { useCorporateLinks } from '../../lib/api/get-corporate-links';
import classes from './app-layout.module.css';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { HeaderBar } from './header-bar';
import { NavigationProgress } from './navigation-progress';
import { SidebarNav } from './sidebar-nav';
import { useIdleReload } from './use-idle-reload';

/** The signed-in portal's frame (spec §2 Layout): header, fixed sidebar, page, footer. */
export function AppLayout({ me }: { me: Me }) {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { pathname } = useLocation();
  const corporateLinks = useCorporateLinks();
  useIdleReload();

  // On a phone the sidebar covers the page; choosing a page should reveal it.
  useEffect(closeNav, [pathname, closeNav]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      footer={{ height: 44 }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <AppShell.Header>
        <HeaderBar me={me} navOpened={navOpened} onToggleNav={toggleNav} />
      </AppShell.Header>
      <AppShell.Navbar id="main-navigation" aria-label="Main navigation" p="sm">
        <AppShell.Section grow className={classes.navScroll}>
          <SidebarNav capabilities={me.capabilities} corporateLinks={corporateLinks.data ?? []} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <NavigationProgress />
        <BreadcrumbTrail />
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer className={classes.footer}>
        <CopyrightLine />
      </AppShell.Footer>
    </AppShell>
  );
}
