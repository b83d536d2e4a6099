import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageTitle } from './page-title';

export const NO_ACCESS_MESSAGE = 'You do not have access to this page.';

/**
 * A screen for some roles only (News & Events, the IT desk, the HR import, administration), shown to someone
 * without them: its title and the spec's message (or the screen's own). The server refuses them too.
 */
export function NoAccess({ title, message = NO_ACCESS_MESSAGE }: { title: string; message?: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />}>
        {message}
      </Alert>
    </>
  );
}
