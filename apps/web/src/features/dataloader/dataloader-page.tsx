import { Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { AccountLoadError } from '../../components/account-load-error';
import { BrandMark } from '../../components/brand-mark';
import { CenteredPanel } from '../../components/centered-panel';
import { isApiError } from '../../lib/api-client';
import { corporateLinksQueryOptions } from '../../lib/api/get-corporate-links';
import { meQueryOptions } from '../../lib/api/get-me';
import { publicConfigQueryOptions } from '../../lib/api/get-public-config';
import { loginPathFor, safeNextPath } from '../../lib/safe-next-path';
import { useLoadingQuote } from './api/get-random-quote';
import { LoadingQuote } from './loading-quote';

/**
 * Spec §2 /dataloader, where the server sends the browser after sign-in. It shows a quote
 * while it loads what the first screen needs (the employee, the public config and the
 * corporate links; pages load their own lists), then goes on to the page first asked for.
 */
export function DataloaderPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Loading · Portico`);
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const quote = useLoadingQuote();
  const [me, config, corporateLinks] = useQueries({
    queries: [meQueryOptions(), publicConfigQueryOptions(), corporateLinksQueryOptions()],
  });

  if (isApiError(me.error, 401)) return <Navigate to={loginPathFor(next)} replace />;
  // The identity is known to the provider but is not an active employee.
  if (isApiError(me.error, 403)) return <Navigate to="/unknown-user" replace />;

  // A failed config or links fetch does not block the way in (spec §8: list failures are
  // stored, not shown); the layout asks again when it needs them.
  const everythingSettled = !me.isPending && !config.isPending && !corporateLinks.isPending;
  if (me.data && everythingSettled) return <Navigate to={next} replace />;

  if (me.isError) {
    return (
      <CenteredPanel>
        <Stack gap="lg">
          <BrandMark size="lg" />
          <Title order={1} fz="h3">
            <Trans>Signing you in</Trans>
          </Title>
          <AccountLoadError
            identityProviderName={config.data?.identityProviderName}
            onRetry={() => void me.refetch()}
            retrying={me.isFetching}
          />
        </Stack>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel maxWidth={520}>
      <Stack gap="md">
        <BrandMark size="lg" />
        <VisuallyHidden>
          <h1>
            <Trans>Loading your portal</Trans>
          </h1>
        </VisuallyHidden>
        <Stack gap={6} align="center" role="status" aria-live="polite">
          <Loader type="dots" aria-hidden="true" />
          <Text c="dimmed" size="sm">
            <Trans>Getting things ready…</Trans>
          </Text>
        </Stack>
        <LoadingQuote quote={quote} />
      </Stack>
    </CenteredPanel>
  );
}
