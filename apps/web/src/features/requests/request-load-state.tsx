import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { isApiError } from '../../lib/api-client';
import { LoadingPlaceholder } from '../../components/loading-state';
import { translateMessage } from '../../messages/translate-message';

/** While a request loads: a placeholder the size of the page. */
export function RequestLoading({ label }: { label: string }) {
  return <LoadingPlaceholder label={label} blocks={[{ height: 36, width: '40%' }, { height: 220 }]} />;
}

/** A request that could not be loaded: missing (or not theirs, which the server answers alike) or an error. */
export function RequestLoadError({ error }: { error: Error }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const missing = isApiError(error, 404);
  const detail = isApiError(error, 404) && error.detail;
  const notFound = detail ? translateMessage(i18n, detail) : t`The request was not found.`;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={missing ? t`Request not found` : t`The request could not be loaded`}
    >
      {/* The server's 'The request was not found.', said alike of a request that never existed,
          one deleted and one the viewer may not see. */}
      {missing
        ? t`${notFound} It may have been deleted, or it is not one you can see.`
        : t`Use Refresh at the top of the page to try again.`}{' '}
      <Anchor component={Link} to="/serviceRequests">
        <Trans>Back to IT Requests</Trans>
      </Anchor>
    </Alert>
  );
}
