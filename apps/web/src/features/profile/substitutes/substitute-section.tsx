import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import { useFlashAlert } from '../../../components/use-flash-alert';
import { formatDate } from '../../../lib/format';
import { useDeleteOwnSubstitute, useOwnSubstitutes } from './api/substitutes-api';
import { rangeLabel, SubstituteModal } from './substitute-modal';
import { useSubstituteDelete } from './use-substitute-delete';

const TITLE = 'Substitute approver';

/**
 * The profile's "Substitute approver" (decision 044): who approves for me while I am away, over
 * which days; steps waiting for me wait for them too, until the last day has passed.
 */
export function SubstituteSection() {
  const ranges = useOwnSubstitutes();
  const remove = useDeleteOwnSubstitute();
  const [adding, setAdding] = useState(false);
  const flash = useFlashAlert(TITLE);
  const { askDelete, errorAlert, modal } = useSubstituteDelete(remove, flash.say);

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="substitute-approver-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="substitute-approver-title">
            {TITLE}
          </Title>
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Add Substitute
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          While you are away, your substitute also receives the approvals that wait for you.
        </Text>
        {flash.alert}
        {errorAlert}
        {ranges.isError && (
          <Alert color="red" variant="light" role="alert">
            Your substitutes could not be loaded.
          </Alert>
        )}
        {ranges.data && ranges.data.length === 0 && <Text size="sm">No substitute set.</Text>}
        {ranges.data && ranges.data.length > 0 && (
          <Table aria-label="Substitute approvers" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Substitute</Table.Th>
                <Table.Th>First day</Table.Th>
                <Table.Th>Last day</Table.Th>
                <Table.Th>Actions</Table.Th>
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
