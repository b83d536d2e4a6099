import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import { useFlashAlert } from '../../../components/use-flash-alert';
import { formatDate } from '../../../lib/format';
import { useDeleteOwnSubstitute, useOwnSubstitutes } from './api/substitutes-api';
import { rangeLabel, SubstituteModal } from './substitute-modal';
import { useSubstituteDelete } from './use-substitute-delete';

/**
 * The profile's "Substitute approver" (decision 044): who approves for me while I am away, over
 * which days; steps waiting for me wait for them too, until the last day has passed.
 */
export function SubstituteSection() {
  const { t } = useLingui();
  const title = t`Substitute approver`;
  const ranges = useOwnSubstitutes();
  const remove = useDeleteOwnSubstitute();
  const [adding, setAdding] = useState(false);
  const flash = useFlashAlert(title);
  const { askDelete, errorAlert, modal } = useSubstituteDelete(remove, flash.say);

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="substitute-approver-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="substitute-approver-title">
            {title}
          </Title>
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
            <Trans>Add Substitute</Trans>
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>While you are away, your substitute also receives the approvals that wait for you.</Trans>
        </Text>
        {flash.alert}
        {errorAlert}
        {ranges.isError && (
          <Alert color="red" variant="light" role="alert">
            <Trans>Your substitutes could not be loaded.</Trans>
          </Alert>
        )}
        {ranges.data && ranges.data.length === 0 && (
          <Text size="sm">
            <Trans>No substitute set.</Trans>
          </Text>
        )}
        {ranges.data && ranges.data.length > 0 && (
          <Table aria-label={t`Substitute approvers`} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Substitute</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>First day</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Last day</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranges.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.substituteName}</Table.Td>
                  <Table.Td>{formatDate(row.from)}</Table.Td>
                  <Table.Td>{formatDate(row.to)}</Table.Td>
                  <Table.Td>
                    <EditDeleteActions noEdit name={rangeLabel(row)} onDelete={() => askDelete(row)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {adding && (
        <SubstituteModal
          forAnyone={false}
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            remove.reset();
            flash.say(`${rangeLabel(saved)}.`);
          }}
        />
      )}
      {modal}
    </Paper>
  );
}
