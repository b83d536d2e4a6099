import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { usePublicConfig } from '../lib/api/get-public-config';

/**
 * The footer's copyright line (spec §2: "copyright 2021"), in the reader's language around the
 * portal's name from the public config. The config's own `copyright` is the spec's English, for
 * other clients of the API.
 */
export function CopyrightLine() {
  const { data } = usePublicConfig();
  const name = data?.directoryName;
  return (
    <Text size="sm" c="dimmed" ta="center">
      {name ? <Trans>Copyright © 2021 {name}. All rights reserved.</Trans> : '\u00a0'}
    </Text>
  );
}
