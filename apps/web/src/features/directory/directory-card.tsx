import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { DirectoryPerson } from '@portico/domain/people/directory-dto';
import { Link } from 'react-router';
import { CelebrationNote } from './celebration-note';
import { ContactLinks } from './contact-links';
import classes from './directory.module.css';
import { employeeProfilePath } from './profile-path';
import { PersonAvatar } from '../../components/person-avatar';

/**
 * One person in the directory: photo or initials, their name (opening their profile view),
 * title, department, how to reach them and their upcoming celebration.
 */
export function DirectoryCard({ person }: { person: DirectoryPerson }) {
  const headingId = `directory-person-${person.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} padding="md" className={classes.card}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PersonAvatar person={person} size={52} />
          <div>
            <Text component="h2" fw={650} size="md" id={headingId} className={classes.name} m={0}>
              <Anchor component={Link} to={employeeProfilePath(person.id)} inherit>
                {person.name}
              </Anchor>
            </Text>
            {person.title && (
              <Text size="sm" c="dimmed">
                {person.title}
              </Text>
            )}
            {person.department && <Text size="sm">{person.department}</Text>}
          </div>
        </Group>
        <ContactLinks email={person.email} phone={person.phone} />
        <CelebrationNote celebration={person.celebration} />
      </Stack>
    </Card>
  );
}
