import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { PageTitle } from '../../../components/page-title';
import { useRequest } from '../../../lib/api/get-request';
import { RequestLoadError, RequestLoading } from '../request-load-state';
import { AttachmentList } from './attachment-list';
import { AttachmentUploader } from './attachment-uploader';

/** Spec §2 /serviceRequest/attachments/{id}: the step after 'Save & Next'. */
export function AttachmentsPage() {
  const { id = '' } = useParams();
  const request = useRequest(id);
  const detail = request.data;
  // Mirrors the server: the requester while the request is not Locked, and Admins (the IT desk).
  const canChange = detail?.permissions.canChangeAttachments ?? false;

  return (
    <>
      <PageTitle title="Attachments" />
      {request.isPending && <RequestLoading label="Loading the request" />}
      {request.isError && <RequestLoadError error={request.error} />}
      {detail && (
        <Card padding="lg">
          <Stack gap="lg">
            <div>
              <Title order={2} fz="h3">
                Request {detail.displayName}
              </Title>
              <Text c="dimmed">
                {detail.type} · {detail.description}
              </Text>
            </div>
            {canChange ? (
              <AttachmentUploader requestId={detail.id} />
            ) : (
              <Alert variant="light" icon={<IconLock aria-hidden="true" />} title="Files cannot be added now">
                This request is {detail.status}; its attachments can no longer be changed.
              </Alert>
            )}
            <section aria-labelledby="attached-files-heading">
              <Title order={3} fz="h4" id="attached-files-heading" mb="xs">
                Attached files
              </Title>
              <AttachmentList requestId={detail.id} canDelete={canChange} />
            </section>
            <Group justify="flex-end">
              <Button
                component={Link}
                to={`/serviceRequests/${detail.id}`}
                leftSection={<IconCheck size={18} aria-hidden="true" />}
              >
                Done
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </>
  );
}
