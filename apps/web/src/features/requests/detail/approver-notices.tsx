import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { APPROVAL_STEP_LABELS } from '@portico/domain/requests/approval-steps';
import type { RequestDetail } from '@portico/domain/requests/request-dto';

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * Conflict of interest: the viewer approves this step but it is their own request, so the
 * screen offers no form and says who decides instead (an Admin when no approver may).
 */
export function OwnRequestNotice({ request }: { request: RequestDetail }) {
  const step = request.permissions.ownRequestStep;
  if (!step) return null;
  const deciders = request.waitingFor?.deciders ?? [];
  const who = deciders.length > 0 ? `${listOf(deciders)} must decide it` : 'An Admin must decide it';
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={`You cannot decide this ${APPROVAL_STEP_LABELS[step]}`}
    >
      <Text size="sm">This is your own request. {who}.</Text>
    </Alert>
  );
}

/**
 * A substitute approver deciding in the approver's place (issue 13): the screen says for whom,
 * as the Approval History will ('Blair Chen for Drew Okafor').
 */
export function StandingInNotice({ request }: { request: RequestDetail }) {
  const approver = request.permissions.standingInFor;
  if (!approver || request.permissions.approvalSteps.length === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={`You decide for ${approver}`}
    >
      <Text size="sm">
        {approver} is away and you are their substitute approver: your decision is recorded as yours, for{' '}
        {approver}.
      </Text>
    </Alert>
  );
}
