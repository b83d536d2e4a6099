/** The report's "Paint on a modest laptop" section: each route's Lighthouse figures against DESIGN §9. */
import { met, table } from './markdown';
import type { PaintFigures, PaintResults } from './results';

/** DESIGN §9, with 4× CPU slowdown and slow 4G. */
export const PAINT_TARGETS = { lcpMs: 2500, tbtMs: 200, cls: 0.1 };

/** Every target of DESIGN §9 met by a route's median figures. */
export const paintMet = (figures: PaintFigures) =>
  figures.lcpMs <= PAINT_TARGETS.lcpMs &&
  figures.tbtMs <= PAINT_TARGETS.tbtMs &&
  figures.cls <= PAINT_TARGETS.cls;

export function paintSection(paint: PaintResults | undefined): string {
  if (!paint) return 'Not measured (`--skip-paint`).\n';
  const runs = paint.routes[0]?.runs.length ?? 0;
  const rows = paint.routes.map(({ path, signedIn, median, lcpElement }) => [
    `\`${path}\`${signedIn ? '' : ' (signed out)'}`,
    `${(median.lcpMs / 1000).toFixed(2)} s`,
    met(median.lcpMs <= PAINT_TARGETS.lcpMs),
    `${Math.round(median.tbtMs)} ms`,
    met(median.tbtMs <= PAINT_TARGETS.tbtMs),
    median.cls.toFixed(3),
    met(median.cls <= PAINT_TARGETS.cls),
    (median.totalBytes / 1024).toFixed(1),
    lcpElement ? `\`${lcpElement.replaceAll('|', '\\|').replaceAll('`', "'")}\`` : '—',
  ]);
  return `Lighthouse ${paint.lighthouse}, simulated throttling: CPU 4× slower, slow 4G (150 ms round trip, 1,638.4 kbps down, 750 kbps up), a 1366×768 desktop screen; signed in as ${paint.signedInAs} but on \`/login\`. Each figure is the median of ${runs} runs; the load average (1, 5, 15 min) was ${paint.loadAverage.before} before and ${paint.loadAverage.after} after, and the 4× slowdown multiplies whatever else the machine was doing.

${table(
  [
    'Route',
    'LCP',
    `≤ ${PAINT_TARGETS.lcpMs / 1000} s`,
    'TBT',
    `≤ ${PAINT_TARGETS.tbtMs} ms`,
    'CLS',
    `≤ ${PAINT_TARGETS.cls}`,
    'KB transferred',
    'LCP element',
  ],
  rows,
)}
`;
}
