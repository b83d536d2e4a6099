import { Center, Loader, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Shown while the first data of a screen arrives. */
export function FullPageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{label ?? t`Loading…`}</Text>
      </Stack>
    </Center>
  );
}
