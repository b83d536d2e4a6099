import '../../lib/mantine-styles-later';
import { Anchor, Card, Divider, Flex, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadingPlaceholder } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { isApiError } from '../../lib/api-client';
import { useEmployeeProfile } from './api/get-employee-profile';
import { CelebrationNote } from './celebration-note';
import { ColleagueList } from './colleague-list';
import { ContactLinks } from './contact-links';
import { PersonAvatar } from '../../components/person-avatar';

const PROFILE_PLACEHOLDER = [{ height: 96, width: '96px', circle: true }, { height: 24 }, { height: 160 }];

/**
 * A colleague's profile view, opened from their directory card: photo or initials, title,
 * department, how to reach them, their upcoming celebration and About Me, and where they sit —
 * their manager and direct reports, each linking on to their own view.
 */
export function EmployeeProfilePage() {
  const { id = '' } = useParams();
  const profile = useEmployeeProfile(id);
  const person = profile.data;

  if (profile.isPending)
    return <LoadingPlaceholder label="Loading the profile" blocks={PROFILE_PLACEHOLDER} />;
  if (!person) {
    const missing = isApiError(profile.error, 404) || isApiError(profile.error, 400);
    return (
      <>
        <PageTitle title="Employee Profile" />
        <Text>
          {missing
            ? 'This employee was not found. They may have left the group.'
            : 'This profile could not be loaded. Use Refresh at the top of the page to try again.'}{' '}
          <Anchor component={Link} to="/employees">
            Back to the Employee Directory
          </Anchor>
        </Text>
      </>
    );
  }

  return (
    <>
      <PageTitle title={person.name} />
      <Stack gap="lg">
        <Card padding="xl" p={{ base: 'md', sm: 'xl' }}>
          <Flex direction={{ base: 'column', xs: 'row' }} gap="lg" align="flex-start">
            <PersonAvatar person={person} size={96} named />
            <Stack gap="xs">
              {person.title && (
                <Text fw={600} size="lg">
                  {person.title}
                </Text>
              )}
              {person.department && <Text c="dimmed">{person.department}</Text>}
              <ContactLinks email={person.email} phone={person.phone} />
              <CelebrationNote celebration={person.celebration} />
            </Stack>
          </Flex>
          <Divider my="lg" />
          <Stack gap={4} component="section" aria-labelledby="about-me-heading">
            <Title order={2} fz="h4" id="about-me-heading">
              About Me
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{person.aboutMe || 'No Data to Display'}</Text>
          </Stack>
        </Card>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Card padding="lg" component="section" aria-labelledby="manager-heading">
            <Title order={2} fz="h4" id="manager-heading" mb="sm">
              Manager
            </Title>
            <ColleagueList people={person.manager ? [person.manager] : []} empty="No manager on record." />
          </Card>
          <Card padding="lg" component="section" aria-labelledby="direct-reports-heading">
            <Title order={2} fz="h4" id="direct-reports-heading" mb="sm">
              Direct Reports ({person.directReports.length})
            </Title>
            <ColleagueList people={person.directReports} empty="No direct reports." />
          </Card>
        </SimpleGrid>
      </Stack>
    </>
  );
}
