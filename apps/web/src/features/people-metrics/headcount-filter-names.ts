import type { MultiValues } from '../../lib/use-multi-value-params';

/** The headcount filters (spec §3 client filter state), as the API and the address name them. */
export const HEADCOUNT_FILTER_NAMES = ['company', 'payClass', 'department'] as const;
export type HeadcountFilterName = (typeof HEADCOUNT_FILTER_NAMES)[number];
export type HeadcountFilters = MultiValues<HeadcountFilterName>;

/** `?company=HLG&department=IT&department=HR`: each chosen value repeats its name. */
export function headcountSearch(filters: HeadcountFilters): string {
  const params = new URLSearchParams();
  for (const name of HEADCOUNT_FILTER_NAMES) for (const value of filters[name]) params.append(name, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}
