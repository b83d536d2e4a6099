import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { ApprovalStep } from '@portico/domain/requests/approval-steps';
import { decidedByName } from '@portico/domain/requests/approval-turn';
import { formatDateTime } from '../../../lib/format';
import { useApprovalHistory } from '../api/get-approval-history';
import { APPROVAL_STEP_MESSAGES } from './approval-labels';

/**
 * After a 409 on a decision (someone decided first, or the desk cancelled): the request has
 * been reloaded, and this says who closed the step and when, from its Approval History.
 */
export function AlreadyDecidedAlert({ requestId, step }: { requestId: string; step: ApprovalStep }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const history = useApprovalHistory(requestId, true);
  const closed = history.data?.filter((item) => item.step === step && item.completedAt !== null).at(-1);
  const label = i18n._(APPROVAL_STEP_MESSAGES[step]);
  const decider = closed ? (decidedByName(closed.actor, closed.onBehalfOf) ?? t`someone else`) : '';
  const when = closed ? formatDateTime(closed.completedAt) : '';
  const outcome = closed?.status.toLowerCase() ?? '';
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t`This request was already decided`}
    >
      <Text size="sm">
        {closed
          ? closed.status === 'Approved'
            ? t`${label} was approved by ${decider} on ${when}. Your decision was not recorded; the request below is up to date.`
            : closed.status === 'Rejected'
              ? t`${label} was rejected by ${decider} on ${when}. Your decision was not recorded; the request below is up to date.`
              : t`${label} was ${outcome} by ${decider} on ${when}. Your decision was not recorded; the request below is up to date.`
          : t`${label} no longer waits for a decision. Your decision was not recorded; the request below is up to date.`}
      </Text>
    </Alert>
  );
}
