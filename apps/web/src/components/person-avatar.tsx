import { useLingui } from '@lingui/react/macro';
import { Avatar } from '@mantine/core';
import { initialsOf } from '@portico/domain/shared/initials';
import { employeePhotoUrl } from '../lib/employee-photo';

interface PersonAvatarProps {
  person: { id: string; name: string; hasPhoto: boolean };
  size: number;
  /**
   * Whether the photo is named for screen readers ('Photo of …'). Left out where the name is
   * written beside it, so it is not read twice.
   */
  named?: boolean;
}

/** A person's photo, or their initials when there is none: the same circle everywhere. */
export function PersonAvatar({ person, size, named = false }: PersonAvatarProps) {
  const { t } = useLingui();
  const name = person.name;
  return (
    <Avatar
      src={person.hasPhoto ? employeePhotoUrl(person.id) : null}
      alt={named && person.hasPhoto ? t`Photo of ${name}` : ''}
      color="portico"
      radius={size}
      size={size}
    >
      {initialsOf(person.name)}
    </Avatar>
  );
}
