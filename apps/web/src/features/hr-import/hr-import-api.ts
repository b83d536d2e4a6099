import type { ImportKind } from '@portico/domain/hr-import/import-files';
import type { ImportReport, ImportResult } from '@portico/domain/hr-import/import-report';
import { postWithProgress } from '../../lib/post-with-progress';

/** Checks a file and reports its problems; the server writes nothing. */
export const checkImportFile = (kind: ImportKind, csv: string, onProgress: (percent: number) => void) =>
  postWithProgress<ImportReport>(`/api/hr-import/${kind}/check`, { csv }, onProgress);

/** Applies the file that was checked (its hash proves it is the same), all or nothing. */
export const applyImportFile = (
  kind: ImportKind,
  csv: string,
  fileHash: string,
  onProgress: (percent: number) => void,
) => postWithProgress<ImportResult>(`/api/hr-import/${kind}/apply`, { csv, fileHash }, onProgress);
