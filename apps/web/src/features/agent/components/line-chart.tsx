import { lazy, Suspense } from 'react';
import { importWithTimeout } from '../../../lib/lazy.ts';

export type ChartTone = 'primary' | 'accent' | 'success' | 'danger';

export interface ChartSeries {
  label: string;
  /** One value per x label (major units for money). */
  values: (number | null)[];
  tone: ChartTone;
}

export interface LineChartProps {
  /** The x axis: one label per point (a day, a period). */
  labels: string[];
  /** What the x axis counts (day, period), shown in the legend. */
  xLabel: string;
  series: ChartSeries[];
  kind?: 'line' | 'bars';
  height?: number;
  /** Formats y values on the axis and in the legend. */
  format?: (value: number) => string;
  /** What the chart shows, for screen readers. */
  label: string;
  testId?: string;
}

// uPlot (about 50 KB) and its stylesheet are their own chunk, fetched when a chart first shows (docs/decisions/0011).
const UplotChart = lazy(() => importWithTimeout(() => import('./uplot-chart.tsx')).then((m) => ({ default: m.UplotChart })));

/** A small time-series or per-period chart, with a placeholder of the same height while uPlot loads. */
export function LineChart(props: LineChartProps) {
  const height = props.height ?? 220;
  return (
    <Suspense fallback={<div className="animate-pulse rounded-xl bg-sunken" style={{ height: height + 40 }} />}>
      <UplotChart {...props} height={height} />
    </Suspense>
  );
}
