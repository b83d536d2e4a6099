import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Card component="section" aria-labelledby="requester-heading">
      <Title order={2} fz="h4" id="requester-heading" mb="sm">
        <Trans>Requester Details</Trans>
      </Title>
      {requester ? (
        <FactList
          facts={[
            { label: t`Name`, value: requester.name },
            { label: t`Title`, value: requester.title },
            { label: t`Department`, value: requester.department },
            { label: t`Email`, value: requester.email },
            ...(requester.phone ? [{ label: t`Phone`, value: requester.phone }] : []),
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {onBehalf ? <Trans>Choose who the request is for.</Trans> : <Trans>Loading…</Trans>}
        </Text>
      )}
    </Card>
  );
}
