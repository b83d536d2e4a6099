import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Colleague } from '@portico/domain/people/directory-dto';
import { Link } from 'react-router';
import classes from './directory.module.css';
import { employeeProfilePath } from './profile-path';
import { PersonAvatar } from '../../components/person-avatar';

/** Colleagues (a manager, direct reports), each linking on to their own profile view. */
export function ColleagueList({ people, empty }: { people: readonly Colleague[]; empty: string }) {
  if (people.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" gap="sm" className={classes.colleagues}>
      {people.map((person) => (
        <li key={person.id}>
          <Group gap="sm" wrap="nowrap">
            <PersonAvatar person={person} size={40} />
            <div>
              <Anchor component={Link} to={employeeProfilePath(person.id)} fw={600} className={classes.name}>
                {person.name}
              </Anchor>
              {person.title && (
                <Text size="sm" c="dimmed">
                  {person.title}
                </Text>
              )}
            </div>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
