import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { PORTAL_NAME } from '../lib/portal-name';

/** The portal's name with its mark, as shown in the header and on the sign-in screens. */
export function BrandMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={large ? 44 : 34} radius="md" aria-hidden="true">
        <IconBuildingSkyscraper size={large ? 26 : 20} />
      </ThemeIcon>
      <Text component="span" fw={700} fz={large ? 26 : 20} c="portico.8" lh={1}>
        {PORTAL_NAME}
      </Text>
    </Group>
  );
}
