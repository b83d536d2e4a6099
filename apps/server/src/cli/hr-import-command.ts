import { parseArgs } from 'node:util';
import { IMPORT_KINDS, importKindSchema, type ImportKind } from '@portico/domain/hr-import/import-files';

export const HR_IMPORT_USAGE = `Usage: npm run hr-import -- <kind> <file.csv>

  kinds: ${IMPORT_KINDS.join(', ')}
  e.g.   npm run hr-import -- employees people.csv

Checks the file as the HR Import screen does and, when it has no problem, applies it whole in
one transaction; with a problem it lists them and writes nothing.
`;

export class HrImportUsageError extends Error {}

export type HrImportCommand = { kind: ImportKind; file: string } | 'help';

export function parseHrImportCommand(args: string[]): HrImportCommand {
  const { values, positionals } = parseArgs({
    args,
    options: { help: { type: 'boolean', short: 'h', default: false } },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return 'help';
  const [kindText, file, ...rest] = positionals;
  const kind = importKindSchema.safeParse(kindText);
  if (!kind.success) throw new HrImportUsageError(`Unknown kind '${kindText ?? ''}'`);
  if (!file || rest.length > 0) throw new HrImportUsageError('Name the kind and one CSV file');
  return { kind: kind.data, file };
}
