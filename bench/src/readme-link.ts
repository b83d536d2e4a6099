/** Points the README's "Latest report" line at the report just written. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './paths';

const LATEST_LINE = /^Latest report: \[[^\]]*\]\([^)]*\)\.$/m;

export function linkLatestReport(reportFile: string): void {
  const readme = join(REPO_ROOT, 'README.md');
  const path = relative(REPO_ROOT, reportFile);
  const text = readFileSync(readme, 'utf8');
  if (!LATEST_LINE.test(text)) return;
  writeFileSync(readme, text.replace(LATEST_LINE, `Latest report: [${path}](${path}).`));
}
