import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconLock, IconTrash } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Attachment } from '@portico/domain/requests/request-dto';
import { useDeleteAttachment } from '../api/delete-attachment';
import { attachmentUrl, useAttachments } from '../api/get-attachments';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { OopsDialog } from '../oops-dialog';

const isPdf = (attachment: Attachment) =>
  attachment.contentType === 'application/pdf' || attachment.name.toLowerCase().endsWith('.pdf');

interface AttachmentListProps {
  requestId: string;
  /** Whether this person may remove files (the server decides again). */
  canDelete: boolean;
}

/**
 * A request's files: download each, view PDFs in a new tab, and delete after confirmation —
 * except files present when an approver decided, which stay (decision 013) and say so.
 */
export function AttachmentList({ requestId, canDelete }: AttachmentListProps) {
  const { t } = useLingui();
  const attachments = useAttachments(requestId);
  const remove = useDeleteAttachment(requestId);
  const [deleting, setDeleting] = useState<Attachment | null>(null);

  if (attachments.isPending) {
    return (
      <Text c="dimmed">
        <Trans>Loading attachments…</Trans>
      </Text>
    );
  }
  if (attachments.isError) {
    return (
      <Text c="red.9">
        <Trans>The attachments could not be loaded.</Trans>
      </Text>
    );
  }
  if (attachments.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No attachments yet.</Trans>
      </Text>
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" aria-label={t`Attachments`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Name</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Size</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Added</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Actions</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attachments.data.map((attachment) => {
              const fileName = attachment.name;
              return (
                <Table.Tr key={attachment.id}>
                  <Table.Td>
                    {/* A long name wraps anywhere; bdi keeps its right-to-left marks inside it. */}
                    <Anchor
                      href={attachmentUrl(requestId, attachment.id)}
                      download={attachment.name}
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      <bdi>{attachment.name}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatFileSize(attachment.size)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(attachment.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        component="a"
                        href={attachmentUrl(requestId, attachment.id)}
                        download={attachment.name}
                        variant="subtle"
                        aria-label={t`Download ${fileName}`}
                      >
                        <IconDownload size={18} aria-hidden="true" />
                      </ActionIcon>
                      {isPdf(attachment) && (
                        <Anchor
                          href={attachmentUrl(requestId, attachment.id, { inline: true })}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="sm"
                          aria-label={t`View ${fileName} (opens in a new tab)`}
                        >
                          <Group gap={2} wrap="nowrap">
                            <Trans>View</Trans> <IconExternalLink size={14} aria-hidden="true" />
                          </Group>
                        </Anchor>
                      )}
                      {canDelete && attachment.seenAtDecision && (
                        <Badge
                          variant="outline"
                          color="gray"
                          leftSection={<IconLock size={12} aria-hidden="true" />}
                          aria-label={t`${fileName} is kept: it was there when the request was decided`}
                        >
                          <Trans>Kept</Trans>
                        </Badge>
                      )}
                      {canDelete && !attachment.seenAtDecision && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t`Delete ${fileName}`}
                          onClick={() => setDeleting(attachment)}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canDelete && attachments.data.some((attachment) => attachment.seenAtDecision) && (
        <Text size="sm" c="dimmed" mt="xs">
          <Trans>
            Files marked Kept were attached when the request was approved or rejected, so they stay with it.
            You can still add files.
          </Trans>
        </Text>
      )}
      <ConfirmDeleteModal
        opened={deleting !== null && !remove.isError}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
      <OopsDialog
        error={remove.error}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </>
  );
}
