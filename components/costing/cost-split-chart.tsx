'use client';

import { ArcElement, Chart as ChartJS, Legend, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { formatMoney } from '@/lib/utils';

ChartJS.register(ArcElement, Tooltip, Legend);

export type CostSplit = { label: string; value: number; color: string }[];

/**
 * The cost split as a doughnut (chart.js). Loaded only by the Pricing & Costing tab, through next/dynamic, so
 * chart.js is not in any other page's bundle. The same figures are in the breakdown table beside it.
 */
export default function CostSplitChart({ split }: { split: CostSplit }) {
  const total = split.reduce((sum, s) => sum + s.value, 0);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-64">
      <Doughnut
        role="img"
        aria-label={`Cost split: ${split.map((s) => `${s.label} ${formatMoney(s.value)}`).join(', ')}`}
        data={{
          labels: split.map((s) => s.label),
          datasets: [{ data: split.map((s) => s.value), backgroundColor: split.map((s) => s.color), borderWidth: 1 }],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: true,
          cutout: '60%',
          animation: false,
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 12 } },
            tooltip: {
              callbacks: {
                label: (item) => {
                  const value = Number(item.raw);
                  return ` ${item.label}: ${formatMoney(value)} (${total > 0 ? ((value / total) * 100).toFixed(1) : '0.0'}%)`;
                },
              },
            },
          },
        }}
      />
    </div>
  );
}
