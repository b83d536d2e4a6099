import { ORG_CHART } from '@portico/domain/org-charts/org-chart-constants';
import { ORG_CHART_CARD_HEIGHT } from '../../components/org-chart/org-chart-card';

const GAP_X = 24;
const GAP_Y = 80;
/** Reports wrap after this many a row, so a large team stays readable instead of one long line. */
export const REPORTS_PER_ROW = 5;

export interface ChartPerson {
  id: string;
  name: string;
  title: string | null;
}

export interface Placed {
  person: ChartPerson;
  x: number;
  y: number;
}

/**
 * Where each card of a manager-and-direct-reports chart sits: the manager centred on top, the
 * reports in rows of five below, each row centred under the manager.
 */
export function layoutDirectReports(manager: ChartPerson, reports: readonly ChartPerson[]): Placed[] {
  const step = ORG_CHART.nodeWidth + GAP_X;
  const rowWidth = (count: number) => count * step - GAP_X;
  const widest = rowWidth(Math.min(REPORTS_PER_ROW, Math.max(1, reports.length)));
  const centre = widest / 2;
  const placed: Placed[] = [{ person: manager, x: centre - ORG_CHART.nodeWidth / 2, y: 0 }];
  reports.forEach((person, index) => {
    const row = Math.floor(index / REPORTS_PER_ROW);
    const inRow = Math.min(REPORTS_PER_ROW, reports.length - row * REPORTS_PER_ROW);
    const left = centre - rowWidth(inRow) / 2;
    placed.push({
      person,
      x: left + (index % REPORTS_PER_ROW) * step,
      y: (row + 1) * (ORG_CHART_CARD_HEIGHT + GAP_Y),
    });
  });
  return placed;
}
