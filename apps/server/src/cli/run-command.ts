import { DataDirInUseError } from '../db/data-dir-lock';

/**
 * Runs a command-line entry point: its number is the exit code; an unexpected error is
 * printed with what was being done, and exits 1.
 */
export function runCommand(main: () => Promise<number>, doing: string): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // A folder in use is an answer, not a fault: its message says what to do.
      if (error instanceof DataDirInUseError) console.error(`${doing} failed: ${error.message}`);
      else console.error(`${doing} failed:`, error);
      process.exitCode = 1;
    },
  );
}
