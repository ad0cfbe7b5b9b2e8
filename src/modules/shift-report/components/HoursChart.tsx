import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import 'uplot/dist/uPlot.min.css';
import type uPlotType from 'uplot';
import { formatDate } from '@/lib/format';

export interface HoursSeries {
  label: string;
  values: number[];
}

const themeColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * Planned against worked hours per day as side-by-side bars (uPlot, loaded when the chart
 * mounts, on this lazy page only). The canvas is hidden from screen readers: HoursTable carries
 * the same figures. Redrawn when the theme changes (colours come from it).
 */
export function HoursChart({ days, series, formatValue }: { days: string[]; series: HoursSeries[]; formatValue: (n: number) => string }) {
  const { t } = useLingui();
  const dayLabel = t`Day`;
  const box = useRef<HTMLDivElement>(null);
  const [broken, setBroken] = useState(false);
  const [theme, setTheme] = useState(() => document.documentElement.dataset.bsTheme);

  useEffect(() => {
    const watch = new MutationObserver(() => setTheme(document.documentElement.dataset.bsTheme));
    watch.observe(document.documentElement, { attributeFilter: ['data-bs-theme'] });
    return () => watch.disconnect();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || days.length === 0) return undefined;
    let plot: uPlotType | null = null;
    let stop = false;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (stop) return;
        const ink = themeColour('--bs-body-color', '#212529');
        const rule = themeColour('--bs-border-color', '#dee2e6');
        const fills = [themeColour('--bs-secondary', '#6c757d'), themeColour('--bs-primary', '#0d6efd')];
        const axis = { stroke: ink, grid: { stroke: rule, width: 1 }, ticks: { stroke: rule, width: 1 } };
        const bars = (align: -1 | 1) => UPlot.paths.bars?.({ size: [0.35, 48], align });
        plot = new UPlot(
          {
            width: Math.max(280, el.clientWidth || 600),
            height: 220,
            scales: {
              x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] },
              y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
            },
            series: [
              { label: dayLabel, value: (_u, i) => (i == null ? '' : formatDate(days[i] ?? '')) },
              ...series.map((s, i) => ({
                label: s.label,
                stroke: fills[i % fills.length],
                fill: fills[i % fills.length],
                paths: bars(i === 0 ? -1 : 1),
                points: { show: false },
                value: (_u: uPlotType, v: number | null) => (v == null ? '' : formatValue(v)),
              })),
            ],
            axes: [
              { ...axis, splits: () => days.map((_d, i) => i), values: (_u, ticks) => ticks.map((tick) => formatDate(days[tick] ?? '')) },
              { ...axis, values: (_u, ticks) => ticks.map((tick) => formatValue(tick)), size: 56 },
            ],
          },
          [days.map((_d, i) => i), ...series.map((s) => s.values)],
          el,
        );
      })
      .catch(() => {
        if (!stop) setBroken(true);
      });
    return () => {
      stop = true;
      plot?.destroy();
    };
  }, [days, series, formatValue, theme, dayLabel]);

  return (
    <div>
      <div ref={box} aria-hidden="true" />
      {broken && (
        <p className="small text-body-secondary">
          <Trans>The chart cannot be drawn here; the table has the figures.</Trans>
        </p>
      )}
    </div>
  );
}
