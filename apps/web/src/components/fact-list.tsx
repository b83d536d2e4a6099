import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; empty values read 'Not set'. */
export function FactList({ facts, cols = 1 }: { facts: Fact[]; cols?: number | Record<string, number> }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="lg" verticalSpacing="sm" m={0}>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="sm" fw={600} c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? <Trans>Not set</Trans> : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
