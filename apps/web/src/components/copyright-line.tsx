import { Text } from '@mantine/core';
import { usePublicConfig } from '../lib/api/get-public-config';

/** The footer's copyright line from the public config (spec §2: "copyright 2021"). */
export function CopyrightLine() {
  const { data } = usePublicConfig();
  return (
    <Text size="sm" c="dimmed" ta="center">
      {data?.copyright ?? '\u00a0'}
    </Text>
  );
}
