import { Alert, Modal, Table, Text } from '@mantine/core';
import { APPROVAL_STEP_LABELS } from '@portico/domain/requests/approval-steps';
import { decidedByName } from '@portico/domain/requests/approval-turn';
import { useApprovalHistory } from '../api/get-approval-history';
import { formatDateTime } from '../../../lib/format';
import { LoadingSpinner } from '../../../components/loading-state';

interface ApprovalHistoryModalProps {
  requestId: string;
  opened: boolean;
  onClose: () => void;
}

/** Spec §2 'Approval History': every step with approver, decision, who acted, notes and times. */
export function ApprovalHistoryModal({ requestId, opened, onClose }: ApprovalHistoryModalProps) {
  const history = useApprovalHistory(requestId, opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Approval History" size={1000} centered>
      {history.isPending && <LoadingSpinner label="Loading the approval history" />}
      {history.isError && (
        <Alert color="red" variant="light" role="alert">
          The approval history could not be loaded.
        </Alert>
      )}
      {history.data && history.data.length === 0 && <Text c="dimmed">No Data to Display</Text>}
      {history.data && history.data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-label="Approval History">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Step</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Approver</Table.Th>
                <Table.Th>Decided By</Table.Th>
                <Table.Th>Notes</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Completed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{APPROVAL_STEP_LABELS[item.step]}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {item.status}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.approver}</Table.Td>
                  <Table.Td>{decidedByName(item.actor, item.onBehalfOf)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{item.notes}</Table.Td>
                  <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
                  <Table.Td>{formatDateTime(item.completedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
