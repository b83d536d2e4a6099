/** Cells and tables of the Markdown report, shared by its sections. */

export const n0 = (value: number) => Math.round(value).toLocaleString('en-CA');
export const n1 = (value: number) => value.toFixed(1);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const met = (ok: boolean) => (ok ? 'met' : '**missed**');
export const cpuCell = (ms: number | null | undefined) => (ms === null || ms === undefined ? '—' : n1(ms));
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
export const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
