// Popover and Menu styles are not in the first paint's sheet; they arrive with this code.
import '../../lib/mantine-styles-later';
import { Menu, UnstyledButton } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconLanguage, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Me } from '@portico/domain/identity/me';
import { useOtherLanguage } from '../../components/language-switch';
import { useLogout } from '../../lib/api/logout';
import { useOpenOnArrival } from '../../lib/use-on-demand';
import { useSaveLanguage } from '../../lib/api/save-language';
import { useAccountMenuLabel, UserAvatar } from './user-avatar';

/**
 * The avatar menu itself: the profile, the other language (on a phone the header has no room
 * for its button), logging out. It replaces the stand-in on the first click and opens.
 */
export default function UserMenuDropdown({ me }: { me: Me }) {
  const logout = useLogout();
  const menuLabel = useAccountMenuLabel(me);
  const otherLanguage = useOtherLanguage(useSaveLanguage());
  const { targetRef, opened, setOpened } = useOpenOnArrival<HTMLButtonElement>();
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={220}
      opened={opened}
      onChange={setOpened}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton ref={targetRef} aria-label={menuLabel} style={{ borderRadius: '50%' }}>
          <UserAvatar me={me} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me.displayName}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
          <Trans>Profile</Trans>
        </Menu.Item>
        <Menu.Item
          lang={otherLanguage.language}
          leftSection={<IconLanguage size={16} aria-hidden="true" />}
          onClick={otherLanguage.switchTo}
        >
          {otherLanguage.name}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          closeMenuOnClick={false}
        >
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
