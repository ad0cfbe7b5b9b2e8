import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import 'uplot/dist/uPlot.min.css';
import type uPlotType from 'uplot';
import { formatDate } from '@/lib/format';

export interface ChartSeries {
  label: string;
  values: number[];
}

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * A line chart drawn with uPlot. uPlot is imported here only (this component belongs to the
 * lazy analysis page), and only once the chart mounts. The canvas is hidden from screen readers:
 * the caller renders the same figures as a table (`ChartTable`).
 */
export function UsageChart({
  days,
  series,
  title,
  formatValue,
}: {
  /** YYYY-MM-DD per point. */
  days: string[];
  series: ChartSeries[];
  title: string;
  formatValue: (n: number) => string;
}) {
  const { t } = useLingui();
  // The legend's first series (the x axis) in the language shown: the chart is drawn again when it changes.
  const dayLabel = t`Day`;
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [theme, setTheme] = useState(() => document.documentElement.getAttribute('data-bs-theme'));

  // Canvas colours come from the theme: redraw when it changes.
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(document.documentElement.getAttribute('data-bs-theme')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    let chart: uPlotType | null = null;
    let cancelled = false;
    let resize: ResizeObserver | null = null;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const text = cssVar('--bs-body-color', '#212529');
        const grid = cssVar('--bs-border-color', '#dee2e6');
        const colours = [cssVar('--bs-primary', '#0d6efd'), cssVar('--bs-danger', '#dc3545'), cssVar('--bs-success', '#198754')];
        const x = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
        const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
        chart = new UPlot(
          {
            width: Math.max(280, el.clientWidth || 600),
            height: 240,
            scales: { x: { time: true } },
            legend: { show: series.length > 1 },
            series: [
              { label: dayLabel, value: (_u, v) => (v == null ? '' : formatDate(new Date(v * 1000).toISOString())) },
              ...series.map((s, i) => ({
                label: s.label,
                stroke: colours[i % colours.length],
                width: 2,
                value: (_u: uPlotType, v: number | null) => (v == null ? '' : formatValue(v)),
              })),
            ],
            axes: [axis, { ...axis, values: (_u, ticks) => ticks.map((t) => formatValue(t)), size: 70 }],
          },
          [x, ...series.map((s) => s.values)],
          el,
        );
        if (typeof ResizeObserver !== 'undefined') {
          resize = new ResizeObserver(() => chart?.setSize({ width: Math.max(280, el.clientWidth), height: 240 }));
          resize.observe(el);
        }
      })
      .catch(() => {
        // No canvas (old browser, test DOM): the table below the chart carries the figures.
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [days, series, formatValue, theme, dayLabel]);

  return (
    <div>
      <div ref={container} aria-hidden="true" data-chart={title} />
      {failed && (
        <p className="text-body-secondary small">
          <Trans>The chart cannot be drawn here; the figures are in the table.</Trans>
        </p>
      )}
    </div>
  );
}

/** The chart's figures as a table: shared (src/components/ChartTable.tsx). */
export { ChartTable } from '@/components/ChartTable';
