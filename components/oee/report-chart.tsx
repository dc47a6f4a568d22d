'use client';

import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

export type ReportSeries = { label: string; data: (number | null)[]; color: string };

/**
 * A report's chart (bars, or a line over days). `summary` is its text for screen readers; the figures themselves are
 * in the table drawn beside every chart (the fallback for those who cannot see it, and what prints).
 */
export default function ReportChart({
  kind = 'bar',
  labels,
  series,
  summary,
  percent = false,
  height = 280,
}: {
  kind?: 'bar' | 'line';
  labels: string[];
  series: ReportSeries[];
  summary: string;
  percent?: boolean;
  height?: number;
}) {
  const data = {
    labels,
    datasets: series.map((s) => ({
      label: s.label,
      data: s.data.map((v) => (v == null ? null : percent ? Math.round(v * 1000) / 10 : v)),
      backgroundColor: s.color,
      borderColor: s.color,
      maxBarThickness: 36,
      spanGaps: true,
    })),
  };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    scales: {
      y: { beginAtZero: true, ...(percent ? { max: 100, title: { display: true, text: '%' } } : {}) },
      x: { grid: { display: false } },
    },
    plugins: { legend: { display: series.length > 1 } },
  };
  return (
    <div style={{ height }} className="relative" data-print="hide">
      {kind === 'line' ? <Line role="img" aria-label={summary} data={data} options={options} /> : <Bar role="img" aria-label={summary} data={data} options={options} />}
    </div>
  );
}
