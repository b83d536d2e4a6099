import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageTitle } from './page-title';

/** The spec's message, in the reader's language. */
const NO_ACCESS_MESSAGE = msg`You do not have access to this page.`;

/**
 * A screen for some roles only (News & Events, the IT desk, the HR import, administration), shown to someone
 * without them: its title and the spec's message (or the screen's own). The server refuses them too.
 */
export function NoAccess({ title, message }: { title: string; message?: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageTitle title={title} />
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />}>
        {message ?? i18n._(NO_ACCESS_MESSAGE)}
      </Alert>
    </>
  );
}
