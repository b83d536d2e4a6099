import { useLingui } from '@lingui/react';
import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { Capabilities } from '@portico/domain/identity/capabilities';
import { visibleMenuEntries } from '@portico/domain/layout/menu';
import type { CorporateLink } from '@portico/domain/quick-links/corporate-link';
import { ContactPortalTeam } from '../../features/contact/contact-portal-team';
import { CorporateLinksNav } from './corporate-links-nav';
import { isMenuEntryActive, MENU_ICONS } from './menu-icons';
import { MENU_LABELS } from './menu-labels';

interface SidebarNavProps {
  capabilities: Capabilities;
  corporateLinks: readonly CorporateLink[];
}

/**
 * The sidebar's menu (spec §2 Layout) in the spec's order. Which entries show is the
 * server's decision, mirrored here from the employee's capabilities.
 */
export function SidebarNav({ capabilities, corporateLinks }: SidebarNavProps) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  return (
    <Stack gap={2}>
      {visibleMenuEntries(capabilities).map((entry) => {
        const EntryIcon = MENU_ICONS[entry.path];
        const active = isMenuEntryActive(entry.path, pathname);
        return (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={MENU_LABELS[entry.path] ? i18n._(MENU_LABELS[entry.path]!) : entry.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            leftSection={EntryIcon ? <EntryIcon size={20} stroke={1.6} aria-hidden="true" /> : null}
            variant="light"
          />
        );
      })}
      <CorporateLinksNav links={corporateLinks} />
      <ContactPortalTeam variant="sidebar" />
    </Stack>
  );
}
