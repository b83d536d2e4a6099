import { Avatar } from '@mantine/core';
import type { Me } from '@portico/domain/identity/me';
import { initialsOf } from '@portico/domain/shared/initials';
import { employeePhotoUrl } from '../../lib/employee-photo';

export const accountMenuLabel = (me: Me) => `Account menu for ${me.displayName}`;

/** The employee's photo, or initials when there is none. */
export function UserAvatar({ me }: { me: Me }) {
  return (
    <Avatar src={me.hasPhoto ? employeePhotoUrl(me.id) : null} alt="" color="portico" radius="xl" size={38}>
      {initialsOf(me.displayName)}
    </Avatar>
  );
}
