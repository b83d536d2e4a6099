import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { REQUEST_TYPE_SLUGS } from '@portico/domain/requests/request-constants';
import { PageTitle } from '../../../components/page-title';
import { useMe } from '../../../lib/api/get-me';
import { useCreateRequest } from '../api/create-request';
import { RequestForm } from './request-form';
import { emptyRequestForm } from './request-form-values';

const typeFromSlug = (slug: string | null) =>
  slug && Object.hasOwn(REQUEST_TYPE_SLUGS, slug)
    ? REQUEST_TYPE_SLUGS[slug as keyof typeof REQUEST_TYPE_SLUGS]
    : undefined;

/**
 * Spec §2 /serviceRequests/new: a new request; 'Save & Next' goes on to its attachments, with
 * the saved request's edit form, not a blank New form, behind it in history.
 */
export function NewRequestPage() {
  const me = useMe();
  const create = useCreateRequest();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useLingui();

  return (
    <>
      <PageTitle title={t`New IT Request`} />
      <RequestForm
        mode="create"
        defaultValues={emptyRequestForm(typeFromSlug(params.get('type')))}
        me={
          me.data
            ? {
                name: me.data.displayName,
                title: me.data.jobTitle,
                department: me.data.department,
                email: me.data.email,
              }
            : null
        }
        initialPerson={null}
        initialProject={null}
        // Still busy once saved, until the attachments page has opened: a second press in
        // between would otherwise be a second submit (the server would answer it with the first).
        saving={create.isPending || create.isSuccess}
        serverError={create.error}
        onSubmit={(input, allowLeaving) =>
          create.mutate(input, {
            onSuccess: async (request) => {
              allowLeaving();
              // The saved request takes the New form's place in history: Back from its
              // attachments opens it for editing, and saving again updates it.
              await navigate(`/serviceRequests/edit/${request.id}`, { replace: true });
              await navigate(`/serviceRequest/attachments/${request.id}`);
            },
          })
        }
      />
    </>
  );
}
