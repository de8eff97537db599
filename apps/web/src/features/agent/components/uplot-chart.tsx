import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../../lib/theme.ts';
import type { ChartTone, LineChartProps } from './line-chart.tsx';

const plain = (v: number) => String(v);

const TONE_VAR: Record<ChartTone, string> = { primary: '--c-primary', accent: '--c-accent', success: '--c-success', danger: '--c-danger' };

/** The design tokens' current values (uPlot draws on a canvas, which cannot read CSS variables itself). */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** The uPlot chart behind LineChart: sized to its box, redrawn for the theme, indices on x with text labels. */
export function UplotChart({ labels, xLabel, series, kind = 'line', height = 220, format = plain, label, testId }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const text = token('--c-text-muted');
    const grid = token('--c-border');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '11px system-ui, sans-serif' };
    const bars = kind === 'bars' ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined;
    const xs = labels.map((_, i) => i);
    const opts: uPlot.Options = {
      width: Math.max(240, el.clientWidth),
      height,
      cursor: { drag: { x: false, y: false } },
      legend: { show: true, live: true },
      scales: { x: { time: false, range: (_u, min, max) => (kind === 'bars' ? [min - 0.5, max + 0.5] : [min, max]) } },
      axes: [
        { ...axis, values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : '')), space: 56 },
        { ...axis, values: (_u, splits) => splits.map((s) => format(s)), size: 64 },
      ],
      series: [
        { label: xLabel, value: (_u, v) => (v === null ? '' : (labels[v] ?? '')) },
        ...series.map((s) => {
          const colour = token(TONE_VAR[s.tone]);
          return {
            label: s.label,
            stroke: colour,
            width: 2,
            fill: kind === 'bars' ? colour : undefined,
            paths: bars,
            points: { show: kind === 'line' && labels.length <= 31, size: 4 },
            value: (_u: uPlot, v: number | null) => (v === null ? '' : format(v)),
          };
        }),
      ],
    };
    const chart = new uPlot(opts, [xs, ...series.map((s) => s.values)] as uPlot.AlignedData, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, xLabel, series, kind, height, format, theme]);

  return <div ref={box} role="img" aria-label={label} className="agent-chart w-full min-w-0 text-fg-secondary" data-testid={testId} />;
}
