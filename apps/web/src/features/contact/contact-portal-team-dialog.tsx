// Modal and input styles are not in the first paint's sheet; they arrive with this code.
import '../../lib/mantine-styles-later';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { SuccessAlert } from '../../components/success-alert';
import { closeUnlessSaving } from '../../lib/close-unless-saving';
import { useSendContactMessage } from './api/send-contact-message';
import { ContactForm } from './contact-form';
import { CONTACT_TITLE } from './contact-title';

interface ContactPortalTeamDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The Contact Portal Team modal (spec §2), loaded on the first click of its button or sidebar
 * entry. The form mounts only while open, so the editor loads when first needed.
 */
export default function ContactPortalTeamDialog({ opened, onClose }: ContactPortalTeamDialogProps) {
  const { i18n } = useLingui();
  const send = useSendContactMessage();
  // After a send the modal says so, rather than vanishing: the person knows it went.
  const [sent, setSent] = useState(false);

  const closeModal = closeUnlessSaving(send, () => {
    setSent(false);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={closeModal} title={i18n._(CONTACT_TITLE)} size="lg" centered>
      {opened && sent && (
        <>
          <SuccessAlert title={i18n._(msg`Message sent`)} onClose={closeModal}>
            <Trans>Thank you. The portal team has your message and will reply by email.</Trans>
          </SuccessAlert>
          <Group justify="flex-end" mt="md">
            <Button onClick={closeModal} data-autofocus>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </>
      )}
      {opened && !sent && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            <Trans>Tell the portal team what you need; they will reply by email.</Trans>
          </Text>
          <ContactForm
            sending={send.isPending}
            serverError={send.error}
            onSubmit={(values) =>
              send.mutate(values, {
                onSuccess: () => {
                  send.reset();
                  setSent(true);
                },
              })
            }
          />
        </>
      )}
    </Modal>
  );
}
