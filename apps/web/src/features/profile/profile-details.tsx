import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@portico/domain/profile/profile-schema';
import { formatDate } from '../../lib/format';
import classes from './profile-details.module.css';
import { PersonAvatar } from '../../components/person-avatar';

/** The profile's read-only view: photo or initials, name and the spec's fields. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const notSet = t`Not set`;
  const facts: { label: string; value: string | null }[] = [
    { label: t`Title`, value: profile.title },
    { label: t`Email`, value: profile.email },
    { label: t`Department`, value: profile.department },
    { label: t`Birthdate`, value: formatDate(profile.birthdate) },
    { label: t`Work Anniversary`, value: formatDate(profile.workAnniversary) },
  ];

  return (
    <Card padding="xl">
      <Group gap="lg" wrap="nowrap" align="center">
        <PersonAvatar
          person={{ id: profile.id, name: profile.displayName, hasPhoto: profile.hasPhoto }}
          size={96}
          named
        />
        <div>
          <Title order={2} fz="h3">
            {profile.displayName}
          </Title>
          {profile.title && <Text c="dimmed">{profile.title}</Text>}
        </div>
      </Group>

      <Divider my="lg" />

      <SimpleGrid
        component="dl"
        cols={{ base: 1, sm: 2 }}
        spacing="lg"
        verticalSpacing="md"
        className={classes.facts}
      >
        {facts.map(({ label, value }) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={600} c="dimmed">
              {label}
            </Text>
            <Text component="dd" className={classes.value}>
              {value ?? notSet}
            </Text>
          </div>
        ))}
      </SimpleGrid>

      <Stack gap={4} mt="lg" component="section" aria-labelledby="about-me-heading">
        <Title order={3} fz="sm" fw={600} c="dimmed" id="about-me-heading">
          <Trans>About Me</Trans>
        </Title>
        <Text className={classes.aboutMe}>{profile.aboutMe || notSet}</Text>
      </Stack>
    </Card>
  );
}
