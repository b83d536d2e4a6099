import { Alert, Anchor, Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import type { RequestTypeSlug } from '@portico/domain/requests/request-constants';
import { PageTitle } from '../../components/page-title';
import { DeletedAlert } from './deleted-alert';
import { RequestTable } from './table/request-table';
import { useDeletedFlash } from './use-deleted-flash';

/** The title of each `/serviceRequestTypes/{type}` list; `pending` lists the open requests. */
const TITLES: Record<RequestTypeSlug, string> = {
  pending: 'Open IT Requests',
  support: 'Support Requests',
  purchase: 'Purchase Requests',
  quote: 'Quote Requests',
  'project-brief': 'Project Briefs',
};
const isSlug = (value: string | undefined): value is RequestTypeSlug =>
  value !== undefined && Object.hasOwn(TITLES, value);

/** Spec §2: the person's requests of one type (the dashboard tile links to the open ones). */
export function RequestTypeListPage() {
  const { type } = useParams();
  const flash = useDeletedFlash();

  if (!isSlug(type)) {
    return (
      <>
        <PageTitle title="IT Requests" />
        <Alert variant="light" title="Unknown request type">
          There is no list for “{type}”.{' '}
          <Anchor component={Link} to="/serviceRequests">
            See all IT requests
          </Anchor>
          .
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle
        title={TITLES[type]}
        actions={
          <Button
            component={Link}
            to="/serviceRequests/new"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            New IT Request
          </Button>
        }
      />
      {flash.deletedName && <DeletedAlert name={flash.deletedName} onClose={flash.dismiss} />}
      {/* Keyed by type so moving between types starts a fresh table (page 1, default sort). */}
      <RequestTable
        key={type}
        label={TITLES[type]}
        filters={{ view: 'mine', type }}
        manage
        onDeleted={flash.onDeleted}
      />
    </>
  );
}

export default RequestTypeListPage;
