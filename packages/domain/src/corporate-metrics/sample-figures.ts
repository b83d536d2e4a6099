import { FORECAST_MONTHS } from '../forecasts/fiscal-year';

/**
 * The Corporate dashboard (/corporateMetrics). The spec gives it "placeholder charts" and names
 * none of them, their titles or their figures (decision 041): it shows one made-up year of
 * revenue, said to be sample figures on the page, in three charts. Nothing here is the group's
 * data; replacing these figures with real ones is a change of this file's source, not of the page.
 */

/** The dashboard's notice, shown above the charts. */
export const SAMPLE_FIGURES_TITLE = 'Sample figures';
export const SAMPLE_FIGURES_NOTICE =
  'These charts show made-up figures to preview the corporate dashboard. They are not the group’s results.';

/** The three charts' titles, in the order the page shows them. */
export const CORPORATE_CHART_TITLES = {
  byMonth: 'Revenue by Month',
  byRegion: 'Revenue by Region',
  regionShare: 'Share of Revenue by Region',
} as const;

/** What the values count: the series name of the charts and the column of their figures. */
export const SAMPLE_VALUE_LABEL = 'Revenue (CA$ thousands)';

/** The regions (spec §9 names Canada, USA and Doha among the regions). */
export const SAMPLE_REGIONS = ['Canada', 'USA', 'Doha'] as const;
export type SampleRegion = (typeof SAMPLE_REGIONS)[number];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The sample revenue, thousands of Canadian dollars, by region, one value per fiscal month (June first). */
const SAMPLE_REVENUE: Record<SampleRegion, readonly number[]> = {
  Canada: [1240, 1310, 1185, 1420, 1505, 1390, 1120, 1265, 1350, 1480, 1535, 1610],
  USA: [860, 905, 840, 970, 1010, 955, 780, 870, 925, 1005, 1060, 1110],
  Doha: [210, 225, 205, 240, 260, 250, 190, 215, 230, 255, 270, 285],
};

export interface SampleFigure {
  name: string;
  value: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The year's months in fiscal order (spec §9: June to May), each the sum of the regions. */
export function sampleRevenueByMonth(): SampleFigure[] {
  return FORECAST_MONTHS.map((month, index) => ({
    name: MONTH_NAMES[month - 1]!,
    value: sum(SAMPLE_REGIONS.map((region) => SAMPLE_REVENUE[region][index]!)),
  }));
}

/** The year's total of each region, in the regions' order. */
export function sampleRevenueByRegion(): SampleFigure[] {
  return SAMPLE_REGIONS.map((region) => ({ name: region, value: sum(SAMPLE_REVENUE[region]) }));
}
