import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { RemoteHealth } from '../types';
import { ROLE_COLOURS, WINDOW_MINUTES, type HealthChartKind } from './figures';

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#555';
}

/** x the window's buckets, a series per version (gaps where it had no data). */
function chartOptions(chart: HealthChartKind, health: RemoteHealth, shown: RemoteHealth['versions']) {
  const width = health.bucketMinutes * 60;
  // The window ends with the end of the current bucket, whose point sits in its middle.
  const end = Math.ceil(Date.now() / 1000 / width) * width;
  const windowSeconds = WINDOW_MINUTES[health.window as keyof typeof WINDOW_MINUTES] * 60;
  // Times as the rest of the page writes them (en-GB, 24 h); the day too once the window spans days.
  const timeText = (seconds: number) =>
    new Date(seconds * 1000).toLocaleString('en-GB', {
      ...(windowSeconds > 86_400 ? { day: 'numeric', month: 'short' } : {}),
      hour: '2-digit',
      minute: '2-digit',
    });
  const starts = [...new Set(health.versions.flatMap((v) => v.buckets.map((b) => Date.parse(b.start) / 1000)))].sort(
    (a, b) => a - b,
  );
  const data: uPlot.AlignedData = [
    starts.map((s) => s + width / 2),
    ...shown.map((v) => {
      const byStart = new Map(v.buckets.map((b) => [Date.parse(b.start) / 1000, b]));
      return starts.map((s) => {
        const bucket = byStart.get(s);
        const value = bucket ? chart.value(bucket) : null;
        return value === null || Number.isNaN(value) ? null : value;
      });
    }),
  ];
  const axis = {
    stroke: token('--color-text-muted'),
    grid: { stroke: token('--color-border') },
    ticks: { show: false },
  };
  const options: uPlot.Options = {
    width: 320,
    height: 170,
    scales: {
      x: { time: true, range: () => [end - windowSeconds, end] },
      y: { range: (_u, _min, max) => [0, Math.max((max ?? 0) * 1.15, chart.unit === '%' ? 1 : 100)] },
    },
    axes: [
      { ...axis, values: (_u, ticks) => ticks.map(timeText) },
      { ...axis, size: 56, values: (_u, ticks) => ticks.map((t) => `${t}${chart.unit === '%' ? ' %' : ''}`) },
    ],
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    series: [
      { value: (_u: uPlot, t: number | null) => (t === null ? '–' : timeText(t)) },
      ...shown.map((v) => ({
        label: `${v.version} (${v.role})`,
        stroke: token(ROLE_COLOURS[v.role]),
        width: v.role === 'canary' ? 2.5 : 2,
        // Filled points: a bucket alone between gaps has no line to show it.
        points: { show: true, size: 7, fill: token(ROLE_COLOURS[v.role]) },
        value: (_u: uPlot, value: number | null) =>
          value === null ? '–' : chart.unit === '%' ? `${value.toFixed(1)} %` : `${Math.round(value)} ms`,
      })),
    ],
  };
  return { options, data };
}

interface Props {
  chart: HealthChartKind;
  health: RemoteHealth;
  where: string;
}

/** One figure as a uPlot chart that follows its box's width. */
export function HealthChart({ chart, health, where }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const shown = health.versions.filter((v) => v.buckets.length || v.role !== 'other');
  useEffect(() => {
    const box = holder.current!;
    const { options, data } = chartOptions(chart, health, shown);
    const plot = new uPlot(options, data, box);
    const resizer = new ResizeObserver((entries) => {
      for (const entry of entries) plot.setSize({ width: Math.floor(entry.contentRect.width), height: plot.height });
    });
    resizer.observe(box);
    return () => {
      resizer.disconnect();
      plot.destroy();
    };
    // `shown` follows `health`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart, health]);
  const names = shown.map((v) => `${v.role} ${v.version}`).join(' against ');
  return (
    <figure>
      <figcaption>{chart.title}</figcaption>
      <div
        role="img"
        aria-label={`${chart.title} of ${where} per ${health.bucketMinutes} minutes, ${names}; the table above has the figures`}
      >
        <div className="health-chart" ref={holder} />
      </div>
    </figure>
  );
}
