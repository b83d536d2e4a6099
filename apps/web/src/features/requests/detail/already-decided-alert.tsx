import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { APPROVAL_STEP_LABELS, type ApprovalStep } from '@portico/domain/requests/approval-steps';
import { decidedByName } from '@portico/domain/requests/approval-turn';
import { formatDateTime } from '../../../lib/format';
import { useApprovalHistory } from '../api/get-approval-history';

/**
 * After a 409 on a decision (someone decided first, or the desk cancelled): the request has
 * been reloaded, and this says who closed the step and when, from its Approval History.
 */
export function AlreadyDecidedAlert({ requestId, step }: { requestId: string; step: ApprovalStep }) {
  const history = useApprovalHistory(requestId, true);
  const closed = history.data?.filter((item) => item.step === step && item.completedAt !== null).at(-1);
  const label = APPROVAL_STEP_LABELS[step];
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      icon={<IconInfoCircle aria-hidden="true" />}
      title="This request was already decided"
    >
      <Text size="sm">
        {closed
          ? `${label} was ${closed.status.toLowerCase()} by ${decidedByName(closed.actor, closed.onBehalfOf) ?? 'someone else'} on ${formatDateTime(closed.completedAt)}. Your decision was not recorded; the request below is up to date.`
          : `${label} no longer waits for a decision. Your decision was not recorded; the request below is up to date.`}
      </Text>
    </Alert>
  );
}
