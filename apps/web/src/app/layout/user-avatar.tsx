import { useLingui } from '@lingui/react/macro';
import type { Me } from '@portico/domain/identity/me';
import { PersonAvatar } from '../../components/person-avatar';

/** The avatar button's name, in the reader's language. */
export function useAccountMenuLabel(me: Me) {
  const { t } = useLingui();
  const displayName = me.displayName;
  return t`Account menu for ${displayName}`;
}

/** The employee's photo, or initials when there is none. */
export function UserAvatar({ me }: { me: Me }) {
  return <PersonAvatar person={{ id: me.id, name: me.displayName, hasPhoto: me.hasPhoto }} size={38} />;
}
