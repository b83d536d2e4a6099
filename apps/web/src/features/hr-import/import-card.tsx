import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Loader,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconFileTypeCsv } from '@tabler/icons-react';
import { IMPORT_COLUMNS, IMPORT_KIND_LABELS, type ImportKind } from '@portico/domain/hr-import/import-files';
import {
  importReportSchema,
  importResultMessage,
  type ImportReport,
} from '@portico/domain/hr-import/import-report';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { isApiError } from '../../lib/api-client';
import { SuccessAlert } from '../../components/success-alert';
import { applyImportFile, checkImportFile } from './hr-import-api';

type Phase =
  | { name: 'idle' }
  | { name: 'sending'; action: 'check' | 'apply'; percent: number }
  | { name: 'checked'; report: ImportReport; atApply?: boolean }
  | { name: 'applied'; message: string }
  | { name: 'failed'; error: Error };

const count = (value: number) => value.toLocaleString('en-CA');

/**
 * One kind of file: choose it, and it is checked at once (uploaded with a progress bar, then
 * read row by row on the server, which writes nothing). A clean report offers Apply; a report
 * with problems lists them by row and column.
 */
export function ImportCard({ kind, description }: { kind: ImportKind; description: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const label = IMPORT_KIND_LABELS[kind];
  const progress = (action: 'check' | 'apply') => (percent: number) =>
    setPhase({ name: 'sending', action, percent });

  async function choose(chosen: File | null) {
    setFile(chosen);
    setPhase({ name: 'idle' });
    if (!chosen) return;
    try {
      const text = await chosen.text();
      setCsv(text);
      setPhase({ name: 'sending', action: 'check', percent: 0 });
      setPhase({ name: 'checked', report: await checkImportFile(kind, text, progress('check')) });
    } catch (error) {
      setPhase({ name: 'failed', error: error as Error });
    }
  }

  async function apply(report: ImportReport) {
    try {
      setPhase({ name: 'sending', action: 'apply', percent: 0 });
      const result = await applyImportFile(kind, csv, report.fileHash, progress('apply'));
      setPhase({ name: 'applied', message: importResultMessage(result) });
      setFile(null);
      // People, their history and time away have changed: every list reads afresh.
      await queryClient.invalidateQueries();
    } catch (error) {
      // Checked again when applied, the file can have problems it had not (someone changed
      // the portal meanwhile): the answer carries the report, shown as a check's would be.
      const report = isApiError(error, 422) ? importReportSchema.safeParse(error.body?.report) : undefined;
      setPhase(
        report?.success
          ? { name: 'checked', report: report.data, atApply: true }
          : { name: 'failed', error: error as Error },
      );
    }
  }

  const sending = phase.name === 'sending';
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`import-${kind}`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`import-${kind}`}>
          {label}
        </Title>
        <Text size="sm">{description}</Text>
        <Text size="xs" c="dimmed">
          Columns: {IMPORT_COLUMNS[kind].required.join(', ')}
        </Text>
        <FileInput
          label={`${label} (CSV)`}
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          disabled={sending}
          clearable
          clearButtonProps={{ 'aria-label': `Clear the ${label.toLowerCase()} file` }}
          leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
        />
        {phase.name === 'sending' && <Sending action={phase.action} percent={phase.percent} label={label} />}
        {phase.name === 'failed' && (
          <ServerErrorAlert error={phase.error} fallbackTitle="The file was refused" />
        )}
        {phase.name === 'applied' && <SuccessAlert title="Imported">{phase.message}</SuccessAlert>}
        {phase.name === 'checked' && (
          <Report
            report={phase.report}
            atApply={phase.atApply === true}
            onApply={() => void apply(phase.report)}
          />
        )}
      </Stack>
    </Card>
  );
}

function Sending({ action, percent, label }: { action: 'check' | 'apply'; percent: number; label: string }) {
  const uploading = percent < 100;
  const doing = action === 'check' ? 'Checking' : 'Applying';
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        aria-label={`Upload of the ${label.toLowerCase()} file`}
        animated={uploading}
      />
      <Group gap="xs" role="status">
        {!uploading && <Loader size="xs" aria-hidden="true" />}
        <Text size="sm">{uploading ? `Uploading… ${percent}%` : `${doing} the rows…`}</Text>
      </Group>
    </Stack>
  );
}

function Report({
  report,
  atApply,
  onApply,
}: {
  report: ImportReport;
  /** The problems were found when applying (the portal changed since the check). */
  atApply: boolean;
  onApply: () => void;
}) {
  if (report.problemCount === 0) {
    return (
      <Stack gap="xs">
        <Group justify="space-between" align="center">
          <Text role="status">
            {report.rows === 1 ? 'The row is valid.' : `All ${count(report.rows)} rows are valid.`} Nothing
            has been written yet.
          </Text>
          <Button onClick={onApply}>Apply</Button>
        </Group>
        <Warnings warnings={report.warnings} />
      </Stack>
    );
  }
  const shown = report.problems.length;
  return (
    <Stack gap="xs">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title="Nothing was written"
      >
        {atApply && 'Checked again when applied, the file now has problems. '}
        {count(report.problemCount)} {report.problemCount === 1 ? 'problem' : 'problems'} in{' '}
        {count(report.problemRows)} of {count(report.rows)} {report.rows === 1 ? 'row' : 'rows'}. Correct the
        file and choose it again.
        {shown < report.problemCount && ` The first ${count(shown)} are listed.`}
      </Alert>
      <Table.ScrollContainer minWidth={480} maxHeight={400}>
        <Table striped withTableBorder>
          <Table.Caption>Problems found in the file</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Column</Table.Th>
              <Table.Th scope="col">Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.problems.map((problem, index) => (
              <Table.Tr key={`${problem.row}-${problem.field}-${index}`}>
                <Table.Td>{problem.row}</Table.Td>
                <Table.Td>{problem.field}</Table.Td>
                <Table.Td>{problem.problem}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Warnings warnings={report.warnings} />
    </Stack>
  );
}

/** What may be applied but deserves a look first (a person named as their own manager). */
function Warnings({ warnings }: { warnings: ImportReport['warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title="Look before applying"
    >
      <List size="sm" spacing={4}>
        {warnings.map(({ row, field, problem }) => (
          <List.Item key={`${row}-${field}`}>
            Row {row}, {field}: {problem}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
