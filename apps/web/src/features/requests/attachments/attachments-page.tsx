import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title';
import { useRequest } from '../../../lib/api/get-request';
import { formatRequestStatus, formatRequestType } from '../../../lib/request-labels';
import { RequestLoadError, RequestLoading } from '../request-load-state';
import { AttachmentList } from './attachment-list';
import { AttachmentUploader } from './attachment-uploader';

/** Spec §2 /serviceRequest/attachments/{id}: the step after 'Save & Next'. */
export function AttachmentsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const request = useRequest(id);
  const detail = request.data;
  // Mirrors the server: the requester while the request is not Locked, and Admins (the IT desk).
  const canChange = detail?.permissions.canChangeAttachments ?? false;
  const displayName = detail?.displayName;
  const status = detail ? formatRequestStatus(detail.status) : '';

  return (
    <>
      <PageTitle title={t`Attachments`} />
      {request.isPending && <RequestLoading label={t`Loading the request`} />}
      {request.isError && <RequestLoadError error={request.error} />}
      {detail && (
        <Card padding="lg">
          <Stack gap="lg">
            <div>
              <Title order={2} fz="h3">
                <Trans>Request {displayName}</Trans>
              </Title>
              <Text c="dimmed">
                {formatRequestType(detail.type)} · {detail.description}
              </Text>
            </div>
            {canChange ? (
              <AttachmentUploader requestId={detail.id} />
            ) : (
              <Alert
                variant="light"
                icon={<IconLock aria-hidden="true" />}
                title={t`Files cannot be added now`}
              >
                <Trans>This request is {status}; its attachments can no longer be changed.</Trans>
              </Alert>
            )}
            <section aria-labelledby="attached-files-heading">
              <Title order={3} fz="h4" id="attached-files-heading" mb="xs">
                <Trans>Attached files</Trans>
              </Title>
              <AttachmentList requestId={detail.id} canDelete={canChange} />
            </section>
            <Group justify="flex-end">
              <Button
                component={Link}
                to={`/serviceRequests/${detail.id}`}
                leftSection={<IconCheck size={18} aria-hidden="true" />}
              >
                <Trans>Done</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </>
  );
}
