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
      console.error(`${doing} failed:`, error);
      process.exitCode = 1;
    },
  );
}
