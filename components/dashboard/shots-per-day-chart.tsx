'use client';

import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { formatNumber } from '@/lib/utils';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Shots across the plant per day (all molds' usage records), the last 30 plant days. */
export default function ShotsPerDayChart({ days, height = 260 }: { days: readonly { date: string; shots: number }[]; height?: number }) {
  const total = days.reduce((sum, d) => sum + d.shots, 0);
  const summary = `Shots per day across the plant, last ${days.length} days: ${formatNumber(total)} in total, ${formatNumber(Math.round(total / Math.max(1, days.length)))} per day on average.`;
  return (
    <div style={{ height }} className="relative">
      <Bar
        role="img"
        aria-label={summary}
        data={{
          labels: days.map((d) => dayLabel.format(new Date(`${d.date}T00:00:00Z`))),
          datasets: [{ label: 'Shots', data: days.map((d) => d.shots), backgroundColor: '#0369a1', maxBarThickness: 28 }],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'Shots' } }, x: { grid: { display: false } } },
          plugins: { legend: { display: false } },
        }}
      />
    </div>
  );
}
