import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { ContactMessageItem } from '@portico/domain/contact/contact-message';
import { SanitisedHtml } from '../../components/sanitised-html';
import { formatDateTime } from '../../lib/format';

/** A reply in the Admin's own mail program, to the sender, on the same subject. */
export const replyHref = (message: ContactMessageItem) =>
  message.submittedBy.email
    ? `mailto:${encodeURIComponent(message.submittedBy.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`
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
          <Text size="sm" c="dimmed">
            From {message.submittedBy.name}
            {message.submittedBy.email ? ` (${message.submittedBy.email})` : ''}, sent{' '}
            {formatDateTime(message.createdAt)}
          </Text>
          <SanitisedHtml html={message.message} />
          <Group justify="flex-end">
            {reply ? (
              <Button component="a" href={reply} leftSection={<IconMail size={16} aria-hidden="true" />}>
                Reply by email
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {message.submittedBy.name} has no work email to reply to.
              </Text>
            )}
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
