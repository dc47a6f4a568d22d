/** The plant dashboard's answer (client-safe): the type, the OpenAPI document and the response tests read this schema. */
import { z } from 'zod';
import { out } from '@/lib/validation/output';

/** One count of the plant dashboard: what needs attention now, and the filtered list that shows it. */
export const attentionItemDto = z.object({
  key: out.text('Stable id of the count (molds_overdue, work_orders_late, …).'),
  label: out.text(),
  count: out.count(),
  href: out.text('The list filtered the same way.'),
  tone: out.enum(['danger', 'warning', 'info']),
});
export type AttentionItem = z.infer<typeof attentionItemDto>;

export const plantDashboardDto = z.object({
  attention: z.array(attentionItemDto),
  shots_per_day: z
    .array(z.object({ date: out.date(), shots: out.count('Shots recorded that plant day.') }))
    .meta({ description: 'Shots per plant day over the last 30 days (every day present, 0 when nothing ran), oldest first.' }),
  today: out.date('The plant’s day.'),
});
export type PlantDashboard = z.infer<typeof plantDashboardDto>;
