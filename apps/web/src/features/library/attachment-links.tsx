import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Group, List, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import type { LibraryAttachment } from '@portico/domain/library/library-schema';
import { formatFileSize } from '../../lib/format';
import { libraryAttachmentUrl } from './api/library-keys';

interface AttachmentLinksProps {
  attachments: readonly LibraryAttachment[];
  /** The administration's form: each file may also be removed. */
  onDelete?: (file: LibraryAttachment) => void;
}

/** A document's files, each a download link (a PDF may also be opened in the browser). */
export function AttachmentLinks({ attachments, onDelete }: AttachmentLinksProps) {
  const { t } = useLingui();
  if (attachments.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No attachments.</Trans>
      </Text>
    );
  return (
    <List listStyleType="none" spacing="xs" aria-label={t`Attachments`}>
      {attachments.map((file) => {
        const fileName = file.name;
        return (
          <List.Item key={file.id}>
            <Group gap="xs" wrap="nowrap">
              <Anchor
                href={libraryAttachmentUrl(file.id)}
                download={file.name}
                aria-label={t`Download ${fileName}`}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  <IconDownload size={16} aria-hidden="true" />
                  {/* A long name wraps within the line; its size never splits ('597 / B'). */}
                  <bdi style={{ overflowWrap: 'anywhere' }}>{file.name}</bdi>
                </Group>
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size)}
              </Text>
              {file.contentType === 'application/pdf' && (
                <Anchor
                  href={libraryAttachmentUrl(file.id, true)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={t`Open ${fileName} in a new tab`}
                >
                  <Group gap={2} wrap="nowrap" component="span">
                    <IconFileTypePdf size={16} aria-hidden="true" />
                    <Trans>Open</Trans>
                  </Group>
                </Anchor>
              )}
              {onDelete && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Delete ${fileName}`}
                  onClick={() => onDelete(file)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
