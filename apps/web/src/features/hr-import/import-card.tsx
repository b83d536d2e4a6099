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
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconFileTypeCsv } from '@tabler/icons-react';
import { IMPORT_COLUMNS, type ImportKind } from '@portico/domain/hr-import/import-files';
import {
  importReportSchema,
  type ImportReport,
  type ImportResult,
} from '@portico/domain/hr-import/import-report';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { isApiError } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { translateMessage } from '../../messages/translate-message';
import { SuccessAlert } from '../../components/success-alert';
import { applyImportFile, checkImportFile } from './hr-import-api';

type Phase =
  | { name: 'idle' }
  | { name: 'sending'; action: 'check' | 'apply'; percent: number }
  | { name: 'checked'; report: ImportReport; atApply?: boolean }
  | { name: 'applied'; result: ImportResult }
  | { name: 'failed'; error: Error };

/** Each kind of file's name (the domain's `IMPORT_KIND_LABELS`), in the reader's language. */
const KIND_LABELS: Record<ImportKind, MessageDescriptor> = {
  employees: msg`Master employee list`,
  'time-away': msg`Time-away records`,
  allocations: msg`Time-away allocations`,
};

/** What an apply wrote (the domain's `importResultMessage`), in the reader's language. */
function resultMessage(i18n: I18n, result: ImportResult): string {
  const { rows, created, updated, recordsWritten: records } = result;
  if (result.kind === 'employees')
    return i18n._(
      msg`Imported ${plural(rows, { one: '# row', other: '# rows' })}: ${plural(created, { one: '# employee', other: '# employees' })} created, ${plural(updated, { one: '# employee', other: '# employees' })} updated, ${plural(records, { one: '# employment history row', other: '# employment history rows' })} written.`,
    );
  if (result.kind === 'time-away')
    return i18n._(
      msg`Imported ${plural(rows, { one: '# row', other: '# rows' })}: ${plural(created, { one: '# employee', other: '# employees' })} created, ${plural(updated, { one: '# employee', other: '# employees' })} updated, ${plural(records, { one: '# time-away record', other: '# time-away records' })} written.`,
    );
  return i18n._(
    msg`Imported ${plural(rows, { one: '# row', other: '# rows' })}: ${plural(created, { one: '# employee', other: '# employees' })} created, ${plural(updated, { one: '# employee', other: '# employees' })} updated, ${plural(records, { one: '# allocation', other: '# allocations' })} written.`,
  );
}

/**
 * One kind of file: choose it, and it is checked at once (uploaded with a progress bar, then
 * read row by row on the server, which writes nothing). A clean report offers Apply; a report
 * with problems lists them by row and column.
 */
export function ImportCard({ kind, description }: { kind: ImportKind; description: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const label = i18n._(KIND_LABELS[kind]);
  const name = label.toLowerCase();
  const columns = IMPORT_COLUMNS[kind].required.join(', ');
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
      setPhase({ name: 'applied', result });
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
          {t`Columns: ${columns}`}
        </Text>
        <FileInput
          label={t`${label} (CSV)`}
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          disabled={sending}
          clearable
          clearButtonProps={{ 'aria-label': t`Clear the ${name} file` }}
          leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
        />
        {phase.name === 'sending' && <Sending action={phase.action} percent={phase.percent} name={name} />}
        {phase.name === 'failed' && (
          <ServerErrorAlert error={phase.error} fallbackTitle={t`The file was refused`} />
        )}
        {phase.name === 'applied' && (
          <SuccessAlert title={t({ context: 'import applied', message: 'Imported' })}>
            {resultMessage(i18n, phase.result)}
          </SuccessAlert>
        )}
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

/** The upload's progress, then the server reading the rows; `name` is the kind's, lower-case. */
function Sending({ action, percent, name }: { action: 'check' | 'apply'; percent: number; name: string }) {
  const { t } = useLingui();
  const uploading = percent < 100;
  const doing = action === 'check' ? t`Checking the rows…` : t`Applying the rows…`;
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={t`Upload of the ${name} file`} animated={uploading} />
      <Group gap="xs" role="status">
        {!uploading && <Loader size="xs" aria-hidden="true" />}
        <Text size="sm">{uploading ? t`Uploading… ${percent}%` : doing}</Text>
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
  const { t, i18n } = useLingui();
  const { rows, problemCount } = report;
  if (problemCount === 0) {
    const allRows = formatCount(rows);
    return (
      <Stack gap="xs">
        <Group justify="space-between" align="center">
          <Text role="status">
            {rows === 1 ? t`The row is valid.` : t`All ${allRows} rows are valid.`}{' '}
            {t`Nothing has been written yet.`}
          </Text>
          <Button onClick={onApply}>{t({ context: 'import file', message: 'Apply' })}</Button>
        </Group>
        <Warnings warnings={report.warnings} />
      </Stack>
    );
  }
  const shown = report.problems.length;
  const shownCount = formatCount(shown);
  const problemRows = formatCount(report.problemRows);
  return (
    <Stack gap="xs">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={t`Nothing was written`}
      >
        {atApply && `${t`Checked again when applied, the file now has problems.`} `}
        {t`${plural(problemCount, { one: '# problem', other: '# problems' })} in ${problemRows} of ${plural(rows, { one: '# row', other: '# rows' })}. Correct the file and choose it again.`}
        {shown < problemCount && ` ${t`The first ${shownCount} are listed.`}`}
      </Alert>
      <Table.ScrollContainer minWidth={480} maxHeight={400}>
        <Table striped withTableBorder>
          <Table.Caption>{t`Problems found in the file`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Row`}</Table.Th>
              <Table.Th scope="col">{t`Column`}</Table.Th>
              <Table.Th scope="col">{t`Problem`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.problems.map((problem, index) => (
              <Table.Tr key={`${problem.row}-${problem.field}-${index}`}>
                <Table.Td>{problem.row}</Table.Td>
                <Table.Td>{problem.field}</Table.Td>
                <Table.Td>{translateMessage(i18n, problem.problem)}</Table.Td>
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
  const { t, i18n } = useLingui();
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t`Look before applying`}
    >
      <List size="sm" spacing={4}>
        {warnings.map(({ row, field, problem }) => {
          const message = translateMessage(i18n, problem);
          return <List.Item key={`${row}-${field}`}>{t`Row ${row}, ${field}: ${message}`}</List.Item>;
        })}
      </List>
    </Alert>
  );
}
