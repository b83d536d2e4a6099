import { Alert, Modal, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { ApprovalHistoryItem } from '@portico/domain/requests/request-dto';
import { useApprovalHistory } from '../api/get-approval-history';
import { formatDateTime } from '../../../lib/format';
import { formatApprovalState } from '../../../lib/request-labels';
import { LoadingSpinner } from '../../../components/loading-state';
import { APPROVAL_STEP_MESSAGES } from './approval-labels';

/** A step still waiting reads 'Pending' in the history; the other states are the step's own. */
const PENDING = msg({ context: 'approval step', message: 'Pending' });

interface ApprovalHistoryModalProps {
  requestId: string;
  opened: boolean;
  onClose: () => void;
}

/** Spec §2 'Approval History': every step with approver, decision, who acted, notes and times. */
export function ApprovalHistoryModal({ requestId, opened, onClose }: ApprovalHistoryModalProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const history = useApprovalHistory(requestId, opened);
  const stateOf = (status: ApprovalHistoryItem['status']) =>
    status === 'Pending' ? i18n._(PENDING) : formatApprovalState(status);
  // A substitute's decision reads 'Blair Chen for Drew Okafor' (issue 13).
  const decidedBy = ({ actor, onBehalfOf }: ApprovalHistoryItem) =>
    actor && onBehalfOf ? t`${actor} for ${onBehalfOf}` : actor;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Approval History`} size={1000} centered>
      {history.isPending && <LoadingSpinner label={t`Loading the approval history`} />}
      {history.isError && (
        <Alert color="red" variant="light" role="alert">
          <Trans>The approval history could not be loaded.</Trans>
        </Alert>
      )}
      {history.data && history.data.length === 0 && (
        <Text c="dimmed">
          <Trans>No Data to Display</Trans>
        </Text>
      )}
      {history.data && history.data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-label={t`Approval History`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Step</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Approver</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Decided By</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Notes</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Created</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Completed</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{i18n._(APPROVAL_STEP_MESSAGES[item.step])}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {stateOf(item.status)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.approver}</Table.Td>
                  <Table.Td>{decidedBy(item)}</Table.Td>
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
