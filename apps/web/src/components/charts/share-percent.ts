/**
 * A value's share of the whole as the donuts print it (spec §9): one decimal for browser and
 * device, none for the company share.
 */
export function sharePercent(value: number, total: number, decimals: 0 | 1): string {
  if (total <= 0) return `${(0).toFixed(decimals)}%`;
  return `${((value * 100) / total).toFixed(decimals)}%`;
}
