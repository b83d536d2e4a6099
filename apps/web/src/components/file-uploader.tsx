import { useRef, useState } from 'react';
import { Button, FileButton, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconAlertCircle, IconCheck, IconLoader2, IconUpload } from '@tabler/icons-react';
import { ATTACHMENT_EXTENSIONS, attachmentProblem } from '@portico/domain/requests/attachment-rules';
import { messageOf } from '../lib/api-client';

type UploadState = { key: string; name: string } & (
  { status: 'uploading' } | { status: 'uploaded' } | { status: 'failed'; message: string }
);

/** What an uploader takes: its extensions, the check before uploading, and how it says so. */
export interface UploaderRules {
  extensions: readonly string[];
  problem: (file: { name: string; size: number }) => string | null;
  /** The line beside the button; the spec's attachments' by default. */
  hint?: string;
}

/** The spec's attachments (§5): requests and the libraries. */
const ATTACHMENT_UPLOADS: UploaderRules = {
  extensions: ATTACHMENT_EXTENSIONS,
  problem: attachmentProblem,
};

interface FileUploaderProps {
  /** Uploads one file; its failure's message is shown beside the file. */
  upload: (file: File) => Promise<unknown>;
  uploading: boolean;
  /** By default the spec's attachment rules; the Wall of Wow's picture takes images only. */
  rules?: UploaderRules;
  /** Several files at once (attachments), or one (a picture that replaces the last). */
  multiple?: boolean;
  buttonLabel?: string;
}

/**
 * Adds files to a request or a library document, one upload per file. Each file is checked
 * first with the spec's rules (extension, 15 MB) and its exact message is shown; the server
 * checks again and sniffs.
 */
export function FileUploader({
  upload,
  uploading,
  rules = ATTACHMENT_UPLOADS,
  multiple = true,
  buttonLabel,
}: FileUploaderProps) {
  const { t } = useLingui();
  const extensions = ATTACHMENT_EXTENSIONS.join(', ');
  const hint = rules.hint ?? t`Up to 15 MB each: ${extensions}`;
  const accept = rules.extensions.map((extension) => `.${extension}`).join(',');
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const uploadCount = useRef(0);

  const settle = (key: string, next: UploadState) =>
    setUploads((current) => current.map((item) => (item.key === key ? next : item)));

  const addFiles = async (files: File[]) => {
    const batch = files.map((file) => ({
      file,
      key: `upload-${(uploadCount.current += 1)}`,
      problem: rules.problem(file),
    }));
    setUploads((current) => [
      ...batch.map(({ file, key, problem }): UploadState =>
        problem
          ? { key, name: file.name, status: 'failed', message: problem }
          : { key, name: file.name, status: 'uploading' },
      ),
      ...current,
    ]);
    for (const { file, key, problem } of batch) {
      if (problem) continue;
      try {
        await upload(file);
        settle(key, { key, name: file.name, status: 'uploaded' });
      } catch (error) {
        settle(key, { key, name: file.name, status: 'failed', message: messageOf(error as Error) });
      }
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        {multiple ? (
          <FileButton onChange={(files) => void addFiles(files)} multiple accept={accept}>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={18} aria-hidden="true" />}
                loading={uploading}
              >
                {buttonLabel ?? t`Add files`}
              </Button>
            )}
          </FileButton>
        ) : (
          <FileButton onChange={(file) => void addFiles(file ? [file] : [])} accept={accept}>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={18} aria-hidden="true" />}
                loading={uploading}
              >
                {buttonLabel ?? t`Add files`}
              </Button>
            )}
          </FileButton>
        )}
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Group>
      {uploads.length > 0 && (
        <List spacing={4} size="sm" center aria-live="polite" aria-label={t`Uploads`}>
          {uploads.map((item) => (
            <List.Item key={item.key} icon={<UploadIcon status={item.status} />}>
              {/* bdi: a right-to-left mark in a name must not mirror the message after it. */}
              <Text size="sm" component="bdi" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              {': '}
              {item.status === 'failed' ? (
                <Text size="sm" span c="red.9" role="alert">
                  {item.message}
                </Text>
              ) : (
                <Text size="sm" span>
                  {item.status === 'uploading' ? t`Uploading…` : t`Uploaded`}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function UploadIcon({ status }: { status: UploadState['status'] }) {
  const Icon = status === 'failed' ? IconAlertCircle : status === 'uploaded' ? IconCheck : IconLoader2;
  return (
    <ThemeIcon
      size={20}
      radius="xl"
      variant="light"
      color={status === 'failed' ? 'red' : status === 'uploaded' ? 'green' : 'gray'}
    >
      <Icon size={14} aria-hidden="true" />
    </ThemeIcon>
  );
}
