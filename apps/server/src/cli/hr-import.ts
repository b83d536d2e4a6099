/**
 * The HR import from the shell (`npm run hr-import -- employees people.csv`): the same check and
 * the same all-or-nothing apply as the HR Import screen, for the first load of a new
 * deployment, when nobody can sign in yet to use the screen (docs/operations.md, "From an empty
 * database to the first sign-in"). Uses the database the server uses.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { todayIn } from '@portico/domain/calendar/site-calendar';
import { importResultMessage } from '@portico/domain/hr-import/import-report';
import { portalTimeZoneOf } from '../config';
import {
  applyImport,
  COMMAND_LINE_IMPORTER,
  ImportRefused,
  validateImport,
} from '../features/hr-import/hr-import-service';
import { readArguments, withServerDatabase } from './command-database';
import { HR_IMPORT_USAGE, parseHrImportCommand } from './hr-import-command';
import { runCommand } from './run-command';

async function main(): Promise<number> {
  const command = readArguments(() => parseHrImportCommand(process.argv.slice(2)), HR_IMPORT_USAGE);
  if (typeof command === 'number') return command;
  // npm runs the script in the workspace; the file is named from where the command was typed.
  const path = isAbsolute(command.file)
    ? command.file
    : resolve(process.env.INIT_CWD ?? process.cwd(), command.file);
  let csv: string;
  try {
    csv = readFileSync(path, 'utf8');
  } catch (error) {
    console.error(`Could not read ${path} (${(error as NodeJS.ErrnoException).code}); nothing was imported.`);
    return 2;
  }
  return withServerDatabase(async (database) => {
    const report = await validateImport(database.db, command.kind, csv, COMMAND_LINE_IMPORTER);
    // Warnings do not stop the import; the operator reads them with the outcome.
    for (const { row, field, problem } of report.warnings)
      console.warn(`Note: line ${row}  ${field}: ${problem}`);
    if (report.problemCount > 0) {
      printProblems(report.problemCount, report.problems);
      return 1;
    }
    try {
      const result = await applyImport(
        database.db,
        command.kind,
        csv,
        report.fileHash,
        COMMAND_LINE_IMPORTER,
        todayIn(portalTimeZoneOf(), new Date()),
      );
      console.log(importResultMessage(result));
      return 0;
    } catch (error) {
      // The portal changed between the check and the apply's own check: nothing was written.
      if (!(error instanceof ImportRefused)) throw error;
      printProblems(error.report.problemCount, error.report.problems);
      return 1;
    }
  });
}

function printProblems(count: number, problems: readonly { row: number; field: string; problem: string }[]) {
  console.error(`The file has ${count} problem${count === 1 ? '' : 's'}; nothing was imported.`);
  for (const { row, field, problem } of problems) console.error(`  line ${row}  ${field}: ${problem}`);
}

runCommand(main, 'The HR import');
