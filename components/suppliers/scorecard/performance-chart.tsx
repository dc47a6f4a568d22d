'use client';

import { BarElement, CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { CHART_AXIS_LABEL, CHART_COLOR, chartSummary, pointLabel, pointValue, seriesName, type ChartDataRow } from './chart-data';

// Registered here, in the module only the chart pages load (through next/dynamic): chart.js stays out of every other bundle.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Filler, Tooltip);

export type PerformanceChartProps = {
  data: readonly ChartDataRow[];
  type?: 'line' | 'bar';
  title?: string;
  height?: number;
};

/**
 * The shared performance chart (spec §2): a line (default) or bar chart of scores on a fixed 0–100 'Score' axis,
 * series 'Overall Score' (line) or 'Score' (bar) in #0d6efd; 'No chart data available' without data.
 */
export default function PerformanceChart({ data, type = 'line', title, height = 300 }: PerformanceChartProps) {
  if (data.length === 0) {
    return (
      <div className="flex items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground" style={{ height }}>
        No chart data available
      </div>
    );
  }
  const chartData = {
    labels: data.map(pointLabel),
    datasets: [
      {
        label: seriesName(type),
        data: data.map(pointValue),
        borderColor: CHART_COLOR,
        backgroundColor: type === 'line' ? 'rgba(13, 110, 253, 0.12)' : CHART_COLOR,
        pointBackgroundColor: CHART_COLOR,
        fill: type === 'line',
        tension: 0.25,
        borderWidth: 2,
        maxBarThickness: 48,
        // A score of 100 sits on the axis' top edge: draw it whole.
        clip: false as const,
      },
    ],
  };
  const options: ChartOptions<'line' | 'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      y: { min: 0, max: 100, title: { display: true, text: CHART_AXIS_LABEL }, ticks: { stepSize: 20 } },
      // Points between the ticks, not on the edges: a single month stands in the middle.
      x: { grid: { display: false }, offset: true },
    },
    layout: { padding: { top: 8 } },
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${Number(ctx.parsed.y).toFixed(1)}` } },
    },
  };
  const summary = chartSummary(data, title);
  return (
    <figure className="grid gap-2" data-chart={type}>
      {title && <figcaption className="text-sm font-medium">{title}</figcaption>}
      <div style={{ height }} className="relative">
        {type === 'line' ? (
          <Line data={chartData} options={options as ChartOptions<'line'>} role="img" aria-label={summary} />
        ) : (
          <Bar data={chartData} options={options as ChartOptions<'bar'>} role="img" aria-label={summary} />
        )}
      </div>
      <p className="sr-only">{summary}</p>
    </figure>
  );
}
