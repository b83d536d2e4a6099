import { lazy, Suspense } from 'react';
import { UnstyledButton } from '@mantine/core';
import type { Me } from '@portico/domain/identity/me';
import { useOnDemand } from '../../lib/use-on-demand';
import { useAccountMenuLabel, UserAvatar } from './user-avatar';

const loadMenu = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadMenu);

/** The header's avatar menu, Profile and Logout (spec §2 Layout); its code loads on first use. */
export function UserMenu({ me }: { me: Me }) {
  const { activated, triggerProps } = useOnDemand(loadMenu);
  const menuLabel = useAccountMenuLabel(me);
  const standIn = (
    <UnstyledButton aria-label={menuLabel} style={{ borderRadius: '50%' }} {...triggerProps}>
      <UserAvatar me={me} />
    </UnstyledButton>
  );
  if (!activated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenuDropdown me={me} />
    </Suspense>
  );
}
