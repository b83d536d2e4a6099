import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';
import { useProfile } from './api/get-profile';
import { ProfileDetails } from './profile-details';
import { ProfileEditModal } from './profile-edit-modal';
import { LoadingPlaceholder } from '../../components/loading-state';
import { SubstituteSection } from './substitutes/substitute-section';
import { CalendarFeedSection } from './calendar-feed/calendar-feed-section';
import { LanguageSection } from './language-section';

/**
 * Spec §2 Profile: the signed-in employee's details with an Edit modal, their language, their
 * substitute approver and their calendar feed.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const profile = useProfile();
  const [editing, { open, close }] = useDisclosure(false);

  const editButton = profile.data ? (
    <Button onClick={open} leftSection={<IconPencil size={18} aria-hidden="true" />}>
      <Trans>Edit</Trans>
    </Button>
  ) : null;

  return (
    <>
      <PageTitle title={t`Profile`} actions={editButton} />
      {profile.isPending && (
        <LoadingPlaceholder
          label={t`Loading profile`}
          blocks={[{ height: 96, circle: true }, { height: 20, width: '40%' }, { height: 160 }]}
        />
      )}
      {profile.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          <Trans>Your profile could not be loaded. Use Refresh at the top of the page to try again.</Trans>
        </Alert>
      )}
      {profile.data && (
        <>
          <ProfileDetails profile={profile.data} />
          <ProfileEditModal profile={profile.data} opened={editing} onClose={close} />
          <LanguageSection />
          <SubstituteSection />
          <CalendarFeedSection />
        </>
      )}
    </>
  );
}
