import { Card, Text, Title } from '@mantine/core';

/** A card's frame while its code or data arrives, so the dashboard does not jump when it does. */
export function LoadingCard({ title }: { title: string }) {
  return (
    <Card component="section" aria-label={title} padding="lg">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      <Text c="dimmed" role="status">
        Loading…
      </Text>
    </Card>
  );
}
