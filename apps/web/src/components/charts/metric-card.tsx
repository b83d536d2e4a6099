import { ActionIcon, Card, Group, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface MetricCardProps {
  title: string;
  /** When given, a list icon beside the title opens the card's figures. */
  onOpenList?: () => void;
  children: ReactNode;
}

/** One figure or chart of a metrics page: a region named by its title. */
export function MetricCard({ title, onOpenList, children }: MetricCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {onOpenList && (
          <ActionIcon variant="subtle" onClick={onOpenList} aria-label={`${title} list`}>
            <IconList size={18} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
      {children}
    </Card>
  );
}
