/**
 * The row a click on a chart landed on, from the chart's `activeTooltipIndex`: none when the
 * chart has no active point (a tap on a phone without a hover first gives null, and
 * `Number(null)` is 0 — the oldest month would open).
 */
export function clickedRow<Row>(rows: readonly Row[], activeIndex: unknown): Row | undefined {
  if (typeof activeIndex !== 'number' && typeof activeIndex !== 'string') return undefined;
  if (activeIndex === '') return undefined;
  const index = Number(activeIndex);
  return Number.isInteger(index) ? rows[index] : undefined;
}
