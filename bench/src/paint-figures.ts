/**
 * The figures the paint step keeps from a Lighthouse result, and the median of several runs:
 * on a shared machine one run can be far off, so every figure is the middle of its runs.
 */
import type { Result } from 'lighthouse';
import type { PaintFigures } from './results';

function audit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.requestedUrl}`);
  return value;
}

export function paintFigures(lhr: Result): PaintFigures {
  return {
    lcpMs: audit(lhr, 'largest-contentful-paint'),
    tbtMs: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    // Bytes on the wire (transfer size), headers included, of every response the page loaded.
    totalBytes: audit(lhr, 'total-byte-weight'),
  };
}

/** The element Lighthouse took as the largest contentful paint, as its label names it. */
export function lcpElement(lhr: Result): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return undefined;
  for (const section of details.items) {
    if (section.type !== 'table') continue;
    for (const item of section.items) {
      const node = item.node;
      if (typeof node === 'object' && node !== null && 'type' in node && node.type === 'node')
        return node.nodeLabel ?? node.selector;
    }
  }
  return undefined;
}

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
};

/** Each figure's own median: the runs' middle LCP need not come from the run with the middle TBT. */
export function medianFigures(runs: readonly PaintFigures[]): PaintFigures {
  return {
    lcpMs: middle(runs.map((run) => run.lcpMs)),
    tbtMs: middle(runs.map((run) => run.tbtMs)),
    cls: middle(runs.map((run) => run.cls)),
    totalBytes: middle(runs.map((run) => run.totalBytes)),
  };
}
