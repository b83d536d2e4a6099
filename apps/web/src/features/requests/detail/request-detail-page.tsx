import { useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { PageTitle } from '../../../components/page-title';
import { useRequest } from '../../../lib/api/get-request';
import { requestKeys } from '../../../lib/api/request-keys';
import { AttachmentList } from '../attachments/attachment-list';
import { AttachmentUploader } from '../attachments/attachment-uploader';
import { DeleteRequestFlow, type DeleteTarget } from '../delete-request-flow';
import { RequestLoadError, RequestLoading } from '../request-load-state';
import { flashState } from '../../../lib/use-flash';
import { ApprovalForms } from './approval-forms';
import { ApprovalHistoryModal } from './approval-history-modal';
import { RequestActivitySection } from './activity/request-activity-section';
import { RequestDetailsSection } from './request-details-section';
import { RequestStatusSection } from './request-status-section';
import { GuidedTour } from '../../../components/guided-tour/guided-tour';
import { tourAnchor } from '../../../components/guided-tour/tour-step';

const loadRequestDetailTour = () => import('../request-tours').then((tour) => tour.REQUEST_DETAIL_TOUR);

/**
 * Spec §2 /serviceRequests/{id}: the request, its status and approvals, and its attachments.
 * The link may name the request by the number people see ('/serviceRequests/000227'); once
 * found, the address becomes the request's own, so every screen shares one cache entry of it.
 */
export function RequestDetailPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const request = useRequest(id);
  const queryClient = useQueryClient();
  const foundByNumber = request.data && request.data.id !== id ? request.data : undefined;
  useEffect(() => {
    if (foundByNumber) queryClient.setQueryData(requestKeys.detail(foundByNumber.id), foundByNumber);
  }, [foundByNumber, queryClient]);
  if (foundByNumber) return <Navigate to={`/serviceRequests/${foundByNumber.id}`} replace />;
  return (
    <>
      {!request.data && <PageTitle title={t`Request Details`} />}
      {request.isPending && <RequestLoading label={t`Loading the request`} />}
      {request.isError && <RequestLoadError error={request.error} />}
      {request.data && <RequestDetailView request={request.data} />}
    </>
  );
}

const hasApprovals = (request: RequestDetail) =>
  request.type === 'Purchase Request' || request.type === 'Project Brief';

function RequestDetailView({ request }: { request: RequestDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [historyOpened, history] = useDisclosure(false);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const { permissions } = request;
  // Mirrors the server: the requester while not Locked, and Admins working the IT desk.
  const canChangeAttachments = permissions.canChangeAttachments;
  const displayName = request.displayName;

  const actions = (
    <Group gap="sm" {...tourAnchor('request-actions')}>
      {hasApprovals(request) && (
        <Button
          variant="default"
          leftSection={<IconHistory size={18} aria-hidden="true" />}
          onClick={history.open}
        >
          <Trans>Approval History</Trans>
        </Button>
      )}
      {permissions.canEdit ? (
        <Button
          component={Link}
          to={`/serviceRequests/edit/${request.id}`}
          leftSection={<IconPencil size={18} aria-hidden="true" />}
        >
          <Trans>Edit</Trans>
        </Button>
      ) : (
        <Button disabled leftSection={<IconPencil size={18} aria-hidden="true" />}>
          <Trans>Edit</Trans>
        </Button>
      )}
      <Button
        color="red.9"
        variant="outline"
        disabled={!permissions.canDelete}
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        onClick={() => setDeleting({ id: request.id, displayName: request.displayName })}
      >
        <Trans>Delete</Trans>
      </Button>
    </Group>
  );

  return (
    <>
      <PageTitle title={t`IT Request ${displayName}`} actions={actions} />
      <Stack gap="lg">
        {/* Always mounted: after a decision its form goes, and its confirmation stays. */}
        <ApprovalForms request={request} />
        <RequestDetailsSection request={request} />
        <RequestStatusSection request={request} />
        <Card component="section" aria-labelledby="attachments-heading" padding="lg">
          <Title order={2} fz="h3" id="attachments-heading" mb="md">
            <Trans>Attachments</Trans>
          </Title>
          <Stack gap="md">
            {canChangeAttachments && <AttachmentUploader requestId={request.id} />}
            <AttachmentList requestId={request.id} canDelete={canChangeAttachments} />
          </Stack>
        </Card>
        <RequestActivitySection requestId={request.id} status={request.status} />
      </Stack>
      <GuidedTour page="itRequestDetails" stops={loadRequestDetailTour} />
      <ApprovalHistoryModal requestId={request.id} opened={historyOpened} onClose={history.close} />
      <DeleteRequestFlow
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(target) => navigate('/serviceRequests', { state: flashState(target.displayName) })}
      />
    </>
  );
}
