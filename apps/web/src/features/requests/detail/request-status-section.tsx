import { Badge, Card, Divider, Group, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { APPROVAL_STEP_LABELS, decidedByLabel } from '@portico/domain/requests/approval-steps';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { FactList, type Fact } from '../../../components/fact-list';
import { formatCad, formatDate, formatDateTime } from '../../../lib/format';

/** A calendar date ('YYYY-MM-DD') or a timestamp, whichever the field holds. */
const when = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : formatDateTime(value);

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
  const { purchase, preApproval, estimate } = request;
  const facts: Fact[] = [
    { label: 'Assigned To', value: request.assignedTo?.name },
    { label: 'Estimated Completion', value: when(request.estimatedCompletion) },
    { label: 'Completed On', value: when(request.completedOn) },
  ];
  if (request.type === 'Project Brief') facts.push({ label: 'Rank', value: request.rank?.toString() });

  return (
    <Card component="section" aria-labelledby="request-status-heading" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h3" id="request-status-heading">
          Request Status
        </Title>
        {request.waitingFor?.escalated && (
          <Badge size="lg" color="red.9" variant="filled">
            Escalated
          </Badge>
        )}
        {request.locked && (
          <Badge
            size="lg"
            color="dark"
            variant="outline"
            leftSection={<IconLock size={12} aria-hidden="true" />}
          >
            Locked
          </Badge>
        )}
      </Group>
      <Stack gap="md">
        <FactList
          facts={[{ label: 'Status', value: request.status }, ...facts]}
          cols={{ base: 1, sm: 2, lg: 4 }}
        />
        <FactList facts={[{ label: 'Status Notes', value: request.statusNotes }]} />
        {request.type === 'Purchase Request' && (
          <>
            <Divider />
            <ApprovalStep
              title={APPROVAL_STEP_LABELS.purchase}
              facts={[
                { label: 'Approval Status', value: purchase.status },
                { label: 'Approver', value: purchase.approver },
                { label: 'Secondary Approver', value: purchase.secondaryApprover },
                { label: decidedByLabel(purchase.status), value: purchase.approvedBy },
                { label: 'Decided On', value: when(purchase.approvedOn) },
                { label: 'Approval Notes', value: purchase.notes },
              ]}
            />
          </>
        )}
        {request.type === 'Project Brief' && (
          <>
            <Divider />
            <ApprovalStep
              title={APPROVAL_STEP_LABELS['pre-approval']}
              facts={[
                { label: 'Approval Status', value: preApproval.status },
                { label: 'Approver', value: preApproval.approver },
                { label: 'Decided On', value: when(preApproval.approvedOn) },
                { label: 'Approval Notes', value: preApproval.notes },
              ]}
            />
            <Divider />
            <ApprovalStep
              title={APPROVAL_STEP_LABELS.estimate}
              facts={[
                { label: 'Approval Status', value: estimate.status },
                { label: 'Approver', value: estimate.approver },
                { label: 'Estimate Sent On', value: when(estimate.sentOn) },
                { label: 'Decided On', value: when(estimate.approvedOn) },
                { label: 'Estimated Hours', value: estimate.hours?.toString() },
                { label: 'Estimated Rate', value: formatCad(estimate.rate) },
                { label: 'Estimated Cost', value: formatCad(estimate.cost) },
                { label: 'Estimate Note', value: estimate.note },
                { label: 'Approval Notes', value: estimate.notes },
              ]}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
