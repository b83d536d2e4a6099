import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { ContactMessageItem } from '@portico/domain/contact/contact-message';
import { SanitisedHtml } from '../../components/sanitised-html';
import { formatDateTime } from '../../lib/format';

/** A reply in the Admin's own mail program, to the sender, on the same subject. */
export const replyHref = (message: ContactMessageItem) =>
  message.submittedBy.email
    ? // eslint-disable-next-line lingui/no-unlocalized-strings -- 'Re:' is mail's own mark, in every language
      `mailto:${encodeURIComponent(message.submittedBy.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`
    : null;

/**
 * One message to the portal team as it was sent: its rich text and pictures, who sent it and
 * when, and a reply by email (issue 27 #3: the table shows the words only).
 */
export function ContactMessageModal({
  message,
  onClose,
}: {
  message: ContactMessageItem | null;
  onClose: () => void;
}) {
  const reply = message && replyHref(message);
  return (
    <Modal opened={message !== null} onClose={onClose} title={message?.subject} size="lg">
      {message && (
        <Stack gap="md">
          <SentBy message={message} />
          <SanitisedHtml html={message.message} />
          <Group justify="flex-end">
            {reply ? (
              <Button component="a" href={reply} leftSection={<IconMail size={16} aria-hidden="true" />}>
                <Trans>Reply by email</Trans>
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                <NoEmail name={message.submittedBy.name} />
              </Text>
            )}
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Who sent it and when: their work email beside their name where they have one. */
function SentBy({ message }: { message: ContactMessageItem }) {
  const name = message.submittedBy.name;
  const email = message.submittedBy.email;
  const sent = formatDateTime(message.createdAt);
  return (
    <Text size="sm" c="dimmed">
      {email ? (
        <Trans>
          From {name} ({email}), sent {sent}
        </Trans>
      ) : (
        <Trans>
          From {name}, sent {sent}
        </Trans>
      )}
    </Text>
  );
}

function NoEmail({ name }: { name: string }) {
  return <Trans>{name} has no work email to reply to.</Trans>;
}
