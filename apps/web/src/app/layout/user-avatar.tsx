import type { Me } from '@portico/domain/identity/me';
import { PersonAvatar } from '../../components/person-avatar';

export const accountMenuLabel = (me: Me) => `Account menu for ${me.displayName}`;

/** The employee's photo, or initials when there is none. */
export function UserAvatar({ me }: { me: Me }) {
  return <PersonAvatar person={{ id: me.id, name: me.displayName, hasPhoto: me.hasPhoto }} size={38} />;
}
