import '../../lib/mantine-styles-later';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Divider, Flex, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { EmployeeProfileView } from '@portico/domain/people/directory-dto';
import { LoadingPlaceholder } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { isApiError } from '../../lib/api-client';
import { useEmployeeProfile } from './api/get-employee-profile';
import { CelebrationNote } from './celebration-note';
import { ColleagueList } from './colleague-list';
import { ContactLinks } from './contact-links';
import { PersonAvatar } from '../../components/person-avatar';
import { useFlashAlert } from '../../components/use-flash-alert';
import { useMe } from '../../lib/api/get-me';

// The form (zod, the choices) loads when HR or an Admin first changes someone's site.
const ChangeSiteModal = lazy(() =>
  import('./change-site-modal').then(({ ChangeSiteModal }) => ({ default: ChangeSiteModal })),
);

/** The roles that change a person's site (roles are values, not texts). */
const ADMIN_ROLE = 'Admin';
const SITE_CHANGING_ROLES: readonly string[] = ['HR', ADMIN_ROLE];

const PROFILE_PLACEHOLDER = [{ height: 96, width: '96px', circle: true }, { height: 24 }, { height: 160 }];

/**
 * Where the person works, and the zone their day turns in: 'Site: Doha (Asia/Qatar)'. HR and
 * Admins also see a person without a site as such, and may change it.
 */
function SiteLine({
  site,
  canChange,
  onChange,
}: {
  site: EmployeeProfileView['site'];
  canChange: boolean;
  onChange: () => void;
}) {
  const { t } = useLingui();
  if (!site && !canChange) return null;
  const siteName = site ? site.name : t`No site (the portal’s own calendar)`;
  return (
    <Group gap="xs" wrap="wrap">
      <IconMapPin size={18} aria-hidden="true" />
      <Text>
        <Trans>Site: {siteName}</Trans>
        {site && (
          <Text span c="dimmed">
            {' '}
            ({site.timeZone})
          </Text>
        )}
      </Text>
      {canChange && (
        <Button variant="light" size="compact-sm" onClick={onChange}>
          <Trans>Change site</Trans>
        </Button>
      )}
    </Group>
  );
}

/**
 * A colleague's profile view, opened from their directory card: photo or initials, title,
 * department, their site (HR and Admins change it here), how to reach them, their upcoming celebration and About Me, and where they sit —
 * their manager and direct reports, each linking on to their own view.
 */
export function EmployeeProfilePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const profile = useEmployeeProfile(id);
  const person = profile.data;
  const roles = useMe().data?.roles ?? [];
  // A person's site is people data: HR's and Admins' to change (the server says the same).
  const canChangeSite = roles.some((role) => SITE_CHANGING_ROLES.includes(role));
  const [changingSite, setChangingSite] = useState(false);
  const flash = useFlashAlert(person?.name ?? t`Employee Profile`);

  if (profile.isPending)
    return <LoadingPlaceholder label={t`Loading the profile`} blocks={PROFILE_PLACEHOLDER} />;
  if (!person) {
    const missing = isApiError(profile.error, 404) || isApiError(profile.error, 400);
    return (
      <>
        <PageTitle title={t`Employee Profile`} />
        <Text>
          {missing
            ? t`This employee was not found. They may have left the group.`
            : t`This profile could not be loaded. Use Refresh at the top of the page to try again.`}{' '}
          <Anchor component={Link} to="/employees">
            <Trans>Back to the Employee Directory</Trans>
          </Anchor>
        </Text>
      </>
    );
  }

  const reportCount = person.directReports.length;
  const personName = person.name;
  const siteChanged = (site: string | null) =>
    site
      ? t`${personName} now works at ${site}.`
      : t`${personName} now has no site: the portal’s own calendar applies.`;
  return (
    <>
      <PageTitle title={person.name} />
      <Stack gap="lg">
        {flash.alert}
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
              <SiteLine
                site={person.site}
                canChange={canChangeSite}
                onChange={() => {
                  flash.say(null);
                  setChangingSite(true);
                }}
              />
              <ContactLinks email={person.email} phone={person.phone} />
              <CelebrationNote celebration={person.celebration} />
            </Stack>
          </Flex>
          <Divider my="lg" />
          <Stack gap={4} component="section" aria-labelledby="about-me-heading">
            <Title order={2} fz="h4" id="about-me-heading">
              <Trans>About Me</Trans>
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{person.aboutMe || t`No Data to Display`}</Text>
          </Stack>
        </Card>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Card padding="lg" component="section" aria-labelledby="manager-heading">
            <Title order={2} fz="h4" id="manager-heading" mb="sm">
              <Trans>Manager</Trans>
            </Title>
            <ColleagueList people={person.manager ? [person.manager] : []} empty={t`No manager on record.`} />
          </Card>
          <Card padding="lg" component="section" aria-labelledby="direct-reports-heading">
            <Title order={2} fz="h4" id="direct-reports-heading" mb="sm">
              <Trans>Direct Reports ({reportCount})</Trans>
            </Title>
            <ColleagueList people={person.directReports} empty={t`No direct reports.`} />
          </Card>
        </SimpleGrid>
      </Stack>
      {changingSite && (
        <Suspense fallback={null}>
          <ChangeSiteModal
            employeeId={person.id}
            name={person.name}
            siteId={person.site?.id ?? null}
            onClose={() => setChangingSite(false)}
            onSaved={(saved) => {
              setChangingSite(false);
              flash.say(siteChanged(saved.site?.name ?? null));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
