'use client';

import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { RATING_COLORS, RATING_LABELS, type RatingCategory } from '@/lib/suppliers/constants';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

/** How many suppliers are in each rating category, one bar each in the rating's colour (spec §4). */
export default function RatingDistributionChart({ distribution, height = 240 }: { distribution: readonly { rating_category: RatingCategory; count: number }[]; height?: number }) {
  const summary = `Suppliers by rating: ${distribution.map((d) => `${RATING_LABELS[d.rating_category]} ${d.count}`).join(', ')}.`;
  return (
    <div style={{ height }} className="relative">
      <Bar
        role="img"
        aria-label={summary}
        data={{
          labels: distribution.map((d) => RATING_LABELS[d.rating_category]),
          datasets: [
            {
              label: 'Suppliers',
              data: distribution.map((d) => d.count),
              backgroundColor: distribution.map((d) => RATING_COLORS[d.rating_category]),
              maxBarThickness: 56,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'Suppliers' } }, x: { grid: { display: false } } },
          plugins: { legend: { display: false } },
        }}
      />
    </div>
  );
}
