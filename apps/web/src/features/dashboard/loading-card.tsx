import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Card, Text, Title } from '@mantine/core';

/** A card's frame while its code or data arrives, so the dashboard does not jump when it does. */
export function LoadingCard({ title: descriptor }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  const title = i18n._(descriptor);
  return (
    <Card component="section" aria-label={title} padding="lg">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      <Text c="dimmed" role="status">
        <Trans>Loading…</Trans>
      </Text>
    </Card>
  );
}
