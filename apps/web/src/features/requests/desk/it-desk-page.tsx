import { useCallback, useRef, useState } from 'react';
import { Paper } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { RequestRow, RequestSort } from '@portico/domain/requests/request-dto';
import { DataTable } from '../../../components/data-table/data-table';
import { NoAccess } from '../../../components/no-access';
import { PageTitle } from '../../../components/page-title';
import { SuccessAlert } from '../../../components/success-alert';
import { isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/api/get-me';
import { useListState } from '../../../lib/use-list-state';
import { useRequestTable } from '../use-request-table';
import { useDeskColumns } from './desk-columns';
import { DeskFilters } from './desk-filters';
import { DESK_LIST_OPTIONS } from './desk-list-state';
import { WorkOnDrawer } from './work-on-drawer';

/**
 * The IT desk (issue 3): Admins see every request, filter, search, sort and page through them,
 * and work on one in a side panel. The server refuses everyone else; the page says so too.
 */
export function ItDeskPage() {
  const me = useMe();
  const { t } = useLingui();
  const title = t`IT Desk`;
  const allowed = me.data?.capabilities.itDesk === true;
  const list = useListState(DESK_LIST_OPTIONS);
  const { result: queue, tableProps } = useRequestTable({ view: 'desk' }, list, { enabled: allowed });
  const [workingOn, setWorkingOn] = useState<RequestRow | null>(null);
  // What the last save did, shown above the queue once the drawer has closed.
  const [feedback, setFeedback] = useState<string | null>(null);
  const columns = useDeskColumns(setWorkingOn);
  const closeDrawer = useCallback(() => setWorkingOn(null), []);
  const queueRef = useRef<HTMLDivElement>(null);
  // The drawer gives the focus back to the row's 'Work on' button; when the change took the
  // row out of the filtered queue, the queue itself takes the focus instead of the page's body.
  const afterDrawer = useCallback(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) queueRef.current?.focus();
  }, []);

  if (!allowed || isApiError(queue.error, 403)) {
    return <NoAccess title={title} />;
  }

  return (
    <>
      <PageTitle title={title} />
      {feedback && (
        <SuccessAlert mb="md" onClose={() => setFeedback(null)}>
          {feedback}
        </SuccessAlert>
      )}
      <Paper ref={queueRef} tabIndex={-1} withBorder p={{ base: 'xs', sm: 'md' }} style={{ outline: 'none' }}>
        <DataTable<RequestRow, RequestSort>
          label={t`IT desk queue`}
          columns={columns}
          {...tableProps}
          filters={<DeskFilters filters={list.filters} onChange={list.setFilter} />}
          errorMessage={t`The queue could not be loaded. Use Refresh at the top of the page to try again.`}
          minWidth={960}
        />
      </Paper>
      <WorkOnDrawer row={workingOn} onClose={closeDrawer} onClosed={afterDrawer} onSaved={setFeedback} />
    </>
  );
}
