import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { CenteredPanel } from '../../components/centered-panel';
import { CopyrightLine } from '../../components/copyright-line';
import { LanguageSwitch } from '../../components/language-switch';
import { SIGN_IN_PATH, safeNextPath, signInUrl } from '../../lib/safe-next-path';
import { signInErrorDescriptor } from './sign-in-texts';

/**
 * Spec §2 /login: one 'Sign in' button. Signing in is a full-page navigation to the server,
 * which runs OpenID Connect and comes back to /dataloader?next=<the page first asked for>.
 *
 * The button goes there as a link would, not by submitting its form: the portal's CSP allows
 * forms to submit only to itself (form-action 'self'), and browsers hold a form's submission
 * to that through every redirect after it, so the redirect to a provider on another origin
 * (and on to wherever that provider federates) would be blocked. The form stays for its
 * semantics and for the address it names.
 */
export function LoginPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Sign in · Portico`);
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const errorCode = searchParams.get('error');
  const reason = i18n._(signInErrorDescriptor(errorCode));

  return (
    <CenteredPanel footer={<CopyrightLine />}>
      <Stack gap="lg">
        <BrandMark size="lg" />
        <div>
          <Title order={1} fz="h2">
            <Trans>Welcome to the employee portal</Trans>
          </Title>
          <Text c="dimmed" mt={6}>
            <Trans>Sign in with your work account to continue.</Trans>
          </Text>
        </div>

        {errorCode !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            <Text size="sm">
              <Trans>An Error Occurred: {reason}</Trans>
            </Text>
            <Text size="sm" mt={4}>
              <Trans>Select Sign in to try again.</Trans>
            </Text>
          </Alert>
        )}

        <form
          method="get"
          action={SIGN_IN_PATH}
          onSubmit={(event) => {
            event.preventDefault();
            window.location.assign(signInUrl(next, i18n.locale));
          }}
        >
          <input type="hidden" name="next" value={next} />
          <input type="hidden" name="language" value={i18n.locale} />
          <Button type="submit" size="md" fullWidth leftSection={<IconLogin2 size={20} aria-hidden="true" />}>
            <Trans>Sign in</Trans>
          </Button>
        </form>
        <LanguageSwitch />
      </Stack>
    </CenteredPanel>
  );
}
