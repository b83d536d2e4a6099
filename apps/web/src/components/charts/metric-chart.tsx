import { useLingui } from '@lingui/react/macro';
import { NoData } from '../no-data';
import { lazy, Suspense } from 'react';
import { LoadingPlaceholder } from '../loading-state';
import type { ChartDrawingProps } from './chart-drawing';

export type MetricChartProps = ChartDrawingProps;

const ChartDrawing = lazy(() => import('./chart-drawing'));

/**
 * A card's chart: 'No Data to Display' when there is nothing to draw, else the drawing, whose
 * chart library arrives with the first chart a page shows (never with the first load of /).
 */
export function MetricChart(props: MetricChartProps) {
  const { t } = useLingui();
  const empty = props.kind === 'line' ? props.points.length === 0 : props.rows.length === 0;
  if (empty) return <NoData />;
  return (
    <Suspense fallback={<LoadingPlaceholder label={t`Loading the chart`} blocks={[{ height: 200 }]} />}>
      <ChartDrawing {...props} />
    </Suspense>
  );
}
