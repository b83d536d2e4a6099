import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { APPROVAL_STEP_MESSAGES } from './approval-labels';

/**
 * Conflict of interest: the viewer approves this step but it is their own request, so the
 * screen offers no form and says who decides instead (an Admin when no approver may).
 */
export function OwnRequestNotice({ request }: { request: RequestDetail }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const step = request.permissions.ownRequestStep;
  if (!step) return null;
  const deciders = request.waitingFor?.deciders ?? [];
  const others = deciders.slice(0, -1).join(', ');
  const last = deciders.at(-1) ?? '';
  const who =
    deciders.length === 0
      ? t`An Admin must decide it`
      : deciders.length === 1
        ? t`${last} must decide it`
        : t`${others} or ${last} must decide it`;
  const stepLabel = i18n._(APPROVAL_STEP_MESSAGES[step]);
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t`You cannot decide this ${stepLabel}`}
    >
      <Text size="sm">
        <Trans>This is your own request. {who}.</Trans>
      </Text>
    </Alert>
  );
}

/**
 * A substitute approver deciding in the approver's place (issue 13): the screen says for whom,
 * as the Approval History will ('Blair Chen for Drew Okafor').
 */
export function StandingInNotice({ request }: { request: RequestDetail }) {
  const { t } = useLingui();
  const approver = request.permissions.standingInFor;
  if (!approver || request.permissions.approvalSteps.length === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t`You decide for ${approver}`}
    >
      <Text size="sm">
        <Trans>
          {approver} is away and you are their substitute approver: your decision is recorded as yours, for{' '}
          {approver}.
        </Trans>
      </Text>
    </Alert>
  );
}
