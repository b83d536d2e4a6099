import { Anchor, Burger, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Me } from '@portico/domain/identity/me';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSwitch } from '../../components/language-switch';
import { ContactPortalTeam } from '../../features/contact/contact-portal-team';
import { NotificationBell } from './notification-bell';
import { SyncStatus } from './sync-status';
import { useSaveLanguage } from '../../lib/api/save-language';
import { usePersonsLanguage } from './use-persons-language';
import { UserMenu } from './user-menu';

interface HeaderBarProps {
  me: Me;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** The header: sync status, the language, the employee's name, notifications and the avatar menu. */
export function HeaderBar({ me, navOpened, onToggleNav }: HeaderBarProps) {
  const { t } = useLingui();
  usePersonsLanguage(me);
  const saveLanguage = useSaveLanguage();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t`Close navigation` : t`Open navigation`}
          aria-controls="main-navigation"
          aria-expanded={navOpened}
        />
        <Anchor component={Link} to="/" underline="never" aria-label={t`Portico home`}>
          <BrandMark />
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SyncStatus />
        <LanguageSwitch onSwitched={saveLanguage} visibleFrom="sm" />
        <ContactPortalTeam variant="header" />
        <Anchor component={Link} to="/profile" fw={600} size="sm" visibleFrom="sm" c="dark.7">
          {me.displayName}
        </Anchor>
        <NotificationBell />
        <UserMenu me={me} />
      </Group>
    </Group>
  );
}
