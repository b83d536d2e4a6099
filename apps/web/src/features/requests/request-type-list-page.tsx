import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import type { RequestTypeSlug } from '@portico/domain/requests/request-constants';
import { REQUEST_SORTS, type RequestSort } from '@portico/domain/requests/request-dto';
import { PageTitle } from '../../components/page-title';
import type { ListStateOptions } from '../../lib/list-state';
import { REQUEST_TABLE_VIEW } from './request-list-state';
import { useListState } from '../../lib/use-list-state';
import { DeletedAlert } from './deleted-alert';
import { RequestTable } from './table/request-table';
import { useDeletedFlash } from '../../lib/use-deleted-flash';

/** The title of each `/serviceRequestTypes/{type}` list; `pending` lists the open requests. */
const TITLES: Record<RequestTypeSlug, MessageDescriptor> = {
  pending: msg`Open IT Requests`,
  support: msg`Support Requests`,
  purchase: msg`Purchase Requests`,
  quote: msg`Quote Requests`,
  'project-brief': msg`Project Briefs`,
};
const isSlug = (value: string | undefined): value is RequestTypeSlug =>
  value !== undefined && Object.hasOwn(TITLES, value);

const LIST_OPTIONS: ListStateOptions<RequestSort> = { sorts: REQUEST_SORTS, view: REQUEST_TABLE_VIEW };

/** Spec §2: the person's requests of one type (the dashboard tile links to the open ones). */
export function RequestTypeListPage() {
  const { type } = useParams();
  const flash = useDeletedFlash();
  const list = useListState(LIST_OPTIONS);
  const { i18n, t } = useLingui();

  if (!isSlug(type)) {
    return (
      <>
        <PageTitle title={t`IT Requests`} />
        <Alert variant="light" title={t`Unknown request type`}>
          <Trans>
            There is no list for “{type}”.{' '}
            <Anchor component={Link} to="/serviceRequests">
              See all IT requests
            </Anchor>
            .
          </Trans>
        </Alert>
      </>
    );
  }
  const title = i18n._(TITLES[type]);
  return (
    <>
      <PageTitle
        title={title}
        actions={
          <Button
            component={Link}
            to="/serviceRequests/new"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            <Trans>New IT Request</Trans>
          </Button>
        }
      />
      {flash.deletedName && <DeletedAlert name={flash.deletedName} onClose={flash.dismiss} />}
      {/* Keyed by type so moving between types starts a fresh table (column choices too). */}
      <RequestTable
        key={type}
        label={title}
        filters={{ view: 'mine', type }}
        list={list}
        manage
        onDeleted={flash.onDeleted}
      />
    </>
  );
}
