/// <reference types="vite/client" />
import type { MatrixRow } from './matrix-helpers';

export type { MatrixRow } from './matrix-helpers';

/**
 * Every route × every caller, gathered from `rows/*.ts`: each feature keeps its rows in a file
 * of its own. The test fails for a route without a row.
 */
const rowFiles = import.meta.glob<{ [name: string]: MatrixRow[] }>('./rows/*.ts', { eager: true });
export const PERMISSION_MATRIX: MatrixRow[] = Object.values(rowFiles).flatMap((file) =>
  Object.values(file).flat(),
);
