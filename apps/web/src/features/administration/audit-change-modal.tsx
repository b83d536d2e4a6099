import { Modal, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@portico/domain/administration/audit-log';
import { formatDateTime } from '../../lib/format';
import { ACTION_LABELS } from './audit-labels';

/** A value as the log shows it: lists joined, empty as a dash, anything else as text. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One change, field by field: the record before and after, changed fields in bold. */
export function AuditChangeModal({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const before = fieldsOf(entry?.before);
  const action = entry ? i18n._(ACTION_LABELS[entry.action]) : '';
  const record = entry?.entityLabel ?? '';
  const actor = entry?.actor.name ?? '';
  const at = entry ? formatDateTime(entry.at) : '';
  const after = fieldsOf(entry?.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? t`${action}: ${record}` : ''}
      size="lg"
      centered
    >
      {entry && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            <Trans>
              By {actor}, {at}
            </Trans>
          </Text>
          <Table withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Field</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Before</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>After</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => {
                const changed = shown(before[field]) !== shown(after[field]);
                return (
                  <Table.Tr key={field} data-changed={changed || undefined}>
                    <Table.Th scope="row">{field}</Table.Th>
                    <Table.Td fw={changed ? 700 : undefined}>
                      {entry.before === null ? '—' : shown(before[field])}
                    </Table.Td>
                    <Table.Td fw={changed ? 700 : undefined}>
                      {entry.after === null ? '—' : shown(after[field])}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Modal>
  );
}
