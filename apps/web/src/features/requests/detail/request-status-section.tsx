import { Badge, Card, Divider, Group, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { FactList, type Fact } from '../../../components/fact-list';
import { formatCad, formatDate, formatDateTime, formatDays } from '../../../lib/format';
import { formatApprovalState, formatRequestStatus } from '../../../lib/request-labels';
import { APPROVAL_STEP_MESSAGES } from './approval-labels';
import { decidedByMessage } from '../request-field-labels';

/** A calendar date ('YYYY-MM-DD') or a timestamp, whichever the field holds. */
const when = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : formatDateTime(value);

/** A step's state in the reader's language; a step not started has none. */
const stateOf = (state: string | null) => (state === null ? null : formatApprovalState(state));

function ApprovalStep({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {title}
      </Title>
      <FactList facts={facts} cols={{ base: 1, sm: 2, lg: 3 }} />
    </Stack>
  );
}

/** Spec §2 Request detail, Request Status: fulfilment, each approval step, and the estimate in CAD. */
export function RequestStatusSection({ request }: { request: RequestDetail }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { purchase, preApproval, estimate } = request;
  const facts: Fact[] = [
    { label: t`Assigned To`, value: request.assignedTo?.name },
    { label: t`Estimated Completion`, value: when(request.estimatedCompletion) },
    { label: t`Completed On`, value: when(request.completedOn) },
  ];
  if (request.type === 'Project Brief') facts.push({ label: t`Rank`, value: request.rank?.toString() });

  return (
    <Card component="section" aria-labelledby="request-status-heading" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h3" id="request-status-heading">
          <Trans>Request Status</Trans>
        </Title>
        {request.waitingFor?.escalated && (
          <Badge size="lg" color="red.9" variant="filled">
            <Trans>Escalated</Trans>
          </Badge>
        )}
        {request.locked && (
          <Badge
            size="lg"
            color="dark"
            variant="outline"
            leftSection={<IconLock size={12} aria-hidden="true" />}
          >
            <Trans context="request">Locked</Trans>
          </Badge>
        )}
      </Group>
      <Stack gap="md">
        <FactList
          facts={[{ label: t`Status`, value: formatRequestStatus(request.status) }, ...facts]}
          cols={{ base: 1, sm: 2, lg: 4 }}
        />
        <FactList facts={[{ label: t`Status Notes`, value: request.statusNotes }]} />
        {request.type === 'Purchase Request' && (
          <>
            <Divider />
            <ApprovalStep
              title={i18n._(APPROVAL_STEP_MESSAGES.purchase)}
              facts={[
                { label: t`Approval Status`, value: stateOf(purchase.status) },
                { label: t`Approver`, value: purchase.approver },
                { label: t`Secondary Approver`, value: purchase.secondaryApprover },
                { label: i18n._(decidedByMessage(purchase.status)), value: purchase.approvedBy },
                { label: t`Decided On`, value: when(purchase.approvedOn) },
                { label: t`Approval Notes`, value: purchase.notes },
              ]}
            />
          </>
        )}
        {request.type === 'Project Brief' && (
          <>
            <Divider />
            <ApprovalStep
              title={i18n._(APPROVAL_STEP_MESSAGES['pre-approval'])}
              facts={[
                { label: t`Approval Status`, value: stateOf(preApproval.status) },
                { label: t`Approver`, value: preApproval.approver },
                { label: t`Decided On`, value: when(preApproval.approvedOn) },
                { label: t`Approval Notes`, value: preApproval.notes },
              ]}
            />
            <Divider />
            <ApprovalStep
              title={i18n._(APPROVAL_STEP_MESSAGES.estimate)}
              facts={[
                { label: t`Approval Status`, value: stateOf(estimate.status) },
                { label: t`Approver`, value: estimate.approver },
                { label: t`Estimate Sent On`, value: when(estimate.sentOn) },
                { label: t`Decided On`, value: when(estimate.approvedOn) },
                {
                  label: t`Estimated Hours`,
                  value: estimate.hours === null ? null : formatDays(estimate.hours),
                },
                { label: t`Estimated Rate`, value: formatCad(estimate.rate) },
                { label: t`Estimated Cost`, value: formatCad(estimate.cost) },
                { label: t`Estimate Note`, value: estimate.note },
                { label: t`Approval Notes`, value: estimate.notes },
              ]}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
