/** Markdown pieces the report's sections share. */
export const met = (ok: boolean) => (ok ? 'met' : '**missed**');

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

export const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
