import { Modal, Table } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { NamedValue } from '@portico/domain/portal-metrics/portal-metrics-dto';
import { NoData } from '../../components/no-data';
import { formatCount } from '../../lib/format';
import { largestFirst } from './portal-metrics-figures';

interface ValuesModalProps {
  title: string | null;
  rows: readonly NamedValue[];
  valueLabel: string;
  onClose: () => void;
}

/** A chart's list (spec §2): its names and values, the largest first. */
export function ValuesModal({ title, rows, valueLabel, onClose }: ValuesModalProps) {
  return (
    <Modal opened={title !== null} onClose={onClose} title={title} centered>
      {rows.length === 0 ? (
        <NoData />
      ) : (
        <Table verticalSpacing="xs" aria-label={title ?? undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Name</Trans>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {valueLabel}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {largestFirst(rows).map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">{formatCount(row.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
