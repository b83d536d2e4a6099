import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';

export const NO_ACCESS_MESSAGE = 'You do not have access to this page.';

/** News & Events editing is ELT's and Admins' (spec §6); the server refuses others too. */
export function NoNewsAccess({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />}>
        {NO_ACCESS_MESSAGE}
      </Alert>
    </>
  );
}
