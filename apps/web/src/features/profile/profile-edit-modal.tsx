import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { Profile, ProfileUpdate } from '@portico/domain/profile/profile-schema';
import { useUpdateProfile } from './api/update-profile';
import { ProfileEditForm } from './profile-edit-form';
import { closeUnlessSaving } from '../../lib/close-unless-saving';

interface ProfileEditModalProps {
  profile: Profile;
  opened: boolean;
  onClose: () => void;
}

const editableFieldsOf = (profile: Profile): ProfileUpdate => ({
  title: profile.title ?? '',
  department: profile.department ?? '',
  birthdate: profile.birthdate ?? '',
  aboutMe: profile.aboutMe ?? '',
});

/** The Edit modal of the profile page; it closes once the server has saved (spec §4). */
export function ProfileEditModal({ profile, opened, onClose }: ProfileEditModalProps) {
  const { t } = useLingui();
  const update = useUpdateProfile();

  const close = closeUnlessSaving(update, onClose);

  return (
    <Modal opened={opened} onClose={close} title={t`Edit Profile`} size="lg" centered>
      {/* Mounted only while open, so each opening starts from the saved profile. */}
      {opened && (
        <ProfileEditForm
          defaultValues={editableFieldsOf(profile)}
          saving={update.isPending}
          serverError={update.error}
          onCancel={close}
          onSubmit={(values) =>
            update.mutate(values, {
              onSuccess: () => {
                update.reset();
                onClose();
              },
            })
          }
        />
      )}
    </Modal>
  );
}
