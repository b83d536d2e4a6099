import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** The spec's empty state (§8) where a chart or a figure has nothing to show, in the reader's language. */
export function NoData() {
  return (
    <Text c="dimmed">
      <Trans>No Data to Display</Trans>
    </Text>
  );
}
