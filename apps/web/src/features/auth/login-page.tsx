import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { identityProviderErrorMessage, signInErrorText } from '@portico/domain/identity/sign-in-messages';
import { BrandMark } from '../../components/brand-mark';
import { CenteredPanel } from '../../components/centered-panel';
import { CopyrightLine } from '../../components/copyright-line';
import { SIGN_IN_PATH, safeNextPath } from '../../lib/safe-next-path';

/**
 * Spec §2 /login: one 'Sign in' button. Signing in is a full-page navigation to the server
 * (a plain GET form, so it works even before any script has run), which runs OpenID Connect
 * and comes back to /dataloader?next=<the page first asked for>.
 */
export function LoginPage() {
  useDocumentTitle('Sign in · Portico');
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const errorCode = searchParams.get('error');

  return (
    <CenteredPanel footer={<CopyrightLine />}>
      <Stack gap="lg">
        <BrandMark size="lg" />
        <div>
          <Title order={1} fz="h2">
            Welcome to the employee portal
          </Title>
          <Text c="dimmed" mt={6}>
            Sign in with your work account to continue.
          </Text>
        </div>

        {errorCode !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            <Text size="sm">{identityProviderErrorMessage(signInErrorText(errorCode))}</Text>
            <Text size="sm" mt={4}>
              Select Sign in to try again.
            </Text>
          </Alert>
        )}

        <form method="get" action={SIGN_IN_PATH}>
          <input type="hidden" name="next" value={next} />
          <Button type="submit" size="md" fullWidth leftSection={<IconLogin2 size={20} aria-hidden="true" />}>
            Sign in
          </Button>
        </form>
      </Stack>
    </CenteredPanel>
  );
}
