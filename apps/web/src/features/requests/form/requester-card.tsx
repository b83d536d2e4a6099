import { Card, Text, Title } from '@mantine/core';
import { FactList } from '../../../components/fact-list';

export interface Requester {
  name: string;
  title: string | null;
  department: string | null;
  email: string | null;
  phone?: string | null;
}

/** Who the request is for: the signed-in person, or the On Behalf Of person once chosen. */
export function RequesterCard({ requester, onBehalf }: { requester: Requester | null; onBehalf: boolean }) {
  return (
    <Card component="section" aria-labelledby="requester-heading">
      <Title order={2} fz="h4" id="requester-heading" mb="sm">
        Requester Details
      </Title>
      {requester ? (
        <FactList
          facts={[
            { label: 'Name', value: requester.name },
            { label: 'Title', value: requester.title },
            { label: 'Department', value: requester.department },
            { label: 'Email', value: requester.email },
            ...(requester.phone ? [{ label: 'Phone', value: requester.phone }] : []),
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {onBehalf ? 'Choose who the request is for.' : 'Loading…'}
        </Text>
      )}
    </Card>
  );
}
