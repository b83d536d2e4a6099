import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { Celebration } from '@portico/domain/people/celebrations';
import { IconCake, IconConfetti } from '@tabler/icons-react';
import { formatDate } from '../../lib/format';

/**
 * A person's upcoming celebration (spec §4): 'Birthday in 3 days', 'Work anniversary today',
 * with the day it falls on. Today's stands out. Nothing when neither date is known.
 */
export function CelebrationNote({ celebration }: { celebration: Celebration | null }) {
  const { t } = useLingui();
  if (!celebration) return null;
  const Icon = celebration.kind === 'BRT' ? IconCake : IconConfetti;
  const today = celebration.days <= 1;
  // As the domain's celebrationLabel says it: 'Birthday today', 'Work anniversary tomorrow', 'Birthday in 3 days'.
  const days = celebration.days - 1;
  const birthday = celebration.kind === 'BRT';
  const label = today
    ? birthday
      ? t`Birthday today`
      : t`Work anniversary today`
    : celebration.days === 2
      ? birthday
        ? t`Birthday tomorrow`
        : t`Work anniversary tomorrow`
      : birthday
        ? t`Birthday in ${days} days`
        : t`Work anniversary in ${days} days`;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon size={18} aria-hidden="true" color="var(--mantine-color-portico-7)" style={{ flexShrink: 0 }} />
      <div>
        <Text size="sm" fw={today ? 700 : 500} c={today ? 'portico.8' : undefined} lh={1.3}>
          {label}
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
