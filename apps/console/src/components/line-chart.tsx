import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  /** A design token: the line takes the variable's current value (light or dark theme). */
  colorVar: string;
  values: number[];
}

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'gray';

/** A uPlot line chart over days (x = unix seconds), sized to its box, redrawn when the theme changes. */
export function LineChart({ days, series, label, xLabel, format }: { days: string[]; series: ChartSeries[]; label: string; xLabel: string; format: (v: number) => string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const axis = () => ({ stroke: cssVar('--c-text-muted'), grid: { stroke: cssVar('--c-border'), width: 1 }, ticks: { stroke: cssVar('--c-border'), width: 1 } });
    let plot: uPlot | null = null;
    const draw = () => {
      plot?.destroy();
      plot = new uPlot(
        {
          width: Math.max(280, el.clientWidth),
          height: 260,
          tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
          // The legend's first entry is the day under the cursor, under the console's own word for it.
          series: [{ label: xLabel, value: (_u: uPlot, v: number | null) => (v === null ? '–' : new Date(v * 1000).toISOString().slice(0, 10)) }, ...series.map((s) => ({ label: s.label, stroke: cssVar(s.colorVar), width: 2, value: (_u: uPlot, v: number | null) => (v === null ? '–' : format(v)) }))],
          axes: [{ ...axis() }, { ...axis(), size: 70, values: (_u, vals) => vals.map((v) => format(v)) }],
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
        },
        [xs, ...series.map((s) => s.values)],
        el,
      );
    };
    draw();
    const resize = new ResizeObserver(() => plot?.setSize({ width: Math.max(280, el.clientWidth), height: 260 }));
    resize.observe(el);
    const themeWatch = new MutationObserver(draw);
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      resize.disconnect();
      themeWatch.disconnect();
      plot?.destroy();
    };
  }, [days, series, format, xLabel]);
  return <div ref={box} role="img" aria-label={label} className="w-full text-fg-secondary" data-testid="chart" />;
}
