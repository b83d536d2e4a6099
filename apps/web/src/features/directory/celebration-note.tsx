import { Group, Text } from '@mantine/core';
import { celebrationLabel, type Celebration } from '@portico/domain/people/celebrations';
import { IconCake, IconConfetti } from '@tabler/icons-react';
import { formatDate } from '../../lib/format';

/**
 * A person's upcoming celebration (spec §4): 'Birthday in 3 days', 'Work anniversary today',
 * with the day it falls on. Today's stands out. Nothing when neither date is known.
 */
export function CelebrationNote({ celebration }: { celebration: Celebration | null }) {
  if (!celebration) return null;
  const Icon = celebration.kind === 'BRT' ? IconCake : IconConfetti;
  const today = celebration.days <= 1;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon size={18} aria-hidden="true" color="var(--mantine-color-portico-7)" style={{ flexShrink: 0 }} />
      <div>
        <Text size="sm" fw={today ? 700 : 500} c={today ? 'portico.8' : undefined} lh={1.3}>
          {celebrationLabel(celebration)}
        </Text>
        {!today && (
          <Text size="xs" c="dimmed">
            {formatDate(celebration.date)}
          </Text>
        )}
      </div>
    </Group>
  );
}
