import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { IconLock } from '@tabler/icons-react';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { PageTitle } from '../../../components/page-title';
import { useRequest } from '../../../lib/api/get-request';
import { useUpdateRequest } from '../api/update-request';
import { RequestLoadError, RequestLoading } from '../request-load-state';
import { RequestForm } from './request-form';
import { formStateOf } from './request-form-values';

/** Spec §2 /serviceRequests/edit/{id}: the saved request in the form; its type stays. */
export function EditRequestPage() {
  const { id = '' } = useParams();
  const request = useRequest(id);
  const { t } = useLingui();

  return (
    <>
      <PageTitle title={t`Edit IT Request`} />
      {request.isPending && <RequestLoading label={t`Loading the request`} />}
      {request.isError && <RequestLoadError error={request.error} />}
      {request.data && !request.data.permissions.canEdit && (
        <Alert
          variant="light"
          icon={<IconLock aria-hidden="true" />}
          title={t`This request cannot be edited`}
        >
          <Trans>Locked and cancelled requests, and requests that are not yours, cannot be changed.</Trans>{' '}
          <Anchor component={Link} to={`/serviceRequests/${request.data.id}`}>
            <Trans>Back to the request</Trans>
          </Anchor>
        </Alert>
      )}
      {request.data?.permissions.canEdit && <EditForm request={request.data} />}
    </>
  );
}

function EditForm({ request }: { request: RequestDetail }) {
  const update = useUpdateRequest();
  // The state the form was filled from: a background refresh must not make an edit of an older
  // state look like one of the newer (the server refuses the older, 409).
  const [version] = useState(request.version);
  const navigate = useNavigate();
  const { requestedFor, project } = request;
  return (
    <RequestForm
      mode="edit"
      defaultValues={formStateOf(request)}
      me={request.createdBy}
      initialPerson={request.onBehalf ? requestedFor : null}
      initialProject={
        project ? { id: project.id, name: project.name, projectCode: project.projectCode } : null
      }
      initialCategory={request.category}
      saving={update.isPending}
      serverError={update.error}
      frozenFields={request.frozenFields}
      onSubmit={(input, allowLeaving) =>
        update.mutate(
          { id: request.id, input, version },
          {
            onSuccess: (saved) => {
              allowLeaving();
              void navigate(`/serviceRequest/attachments/${saved.id}`);
            },
          },
        )
      }
    />
  );
}
