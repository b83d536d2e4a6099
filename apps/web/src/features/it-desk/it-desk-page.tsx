import { useCallback, useRef, useState } from 'react';
import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { PageTitle } from '../../components/page-title';
import { isApiError } from '../../lib/api-client';
import { useMe } from '../../lib/api/get-me';
import { useDeskQueue } from './api/get-desk-queue';
import { DeskFilters } from './desk-filters';
import { DeskQueueTable } from './desk-queue-table';
import { useDeskFilters } from './use-desk-filters';
import { WorkOnDrawer } from './work-on-drawer';

export const NO_ACCESS_MESSAGE = 'You do not have access to this page.';

/**
 * The IT desk (issue 3): Admins see every request, filter, search, sort and page through them,
 * and work on one in a side panel. The server refuses everyone else; the page says so too.
 */
export function ItDeskPage() {
  const me = useMe();
  const allowed = me.data?.capabilities.itDesk === true;
  const { params, update } = useDeskFilters();
  const queue = useDeskQueue(params, allowed);
  const [workingOn, setWorkingOn] = useState<RequestRow | null>(null);
  const closeDrawer = useCallback(() => setWorkingOn(null), []);
  const queueRef = useRef<HTMLDivElement>(null);
  // The drawer gives the focus back to the row's 'Work on' button; when the change took the
  // row out of the filtered queue, the queue itself takes the focus instead of the page's body.
  const afterDrawer = useCallback(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) queueRef.current?.focus();
  }, []);

  if (!allowed || isApiError(queue.error, 403)) {
    return (
      <>
        <PageTitle title="IT Desk" />
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />}>
          {NO_ACCESS_MESSAGE}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageTitle title="IT Desk" />
      <Stack gap="md">
        <DeskFilters params={params} onChange={update} />
        <Paper
          ref={queueRef}
          tabIndex={-1}
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          style={{ outline: 'none' }}
        >
          {queue.isPending && (
            <Stack gap="xs" aria-busy="true" aria-label="Loading the queue">
              {[0, 1, 2, 3, 4].map((line) => (
                <Skeleton key={line} height={36} />
              ))}
            </Stack>
          )}
          {queue.isError && !queue.data && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
              The queue could not be loaded. Use Refresh at the top of the page to try again.
            </Alert>
          )}
          {queue.data && (
            <DeskQueueTable list={queue.data} params={params} onChange={update} onWorkOn={setWorkingOn} />
          )}
        </Paper>
      </Stack>
      <WorkOnDrawer row={workingOn} onClose={closeDrawer} onClosed={afterDrawer} />
    </>
  );
}

export default ItDeskPage;
