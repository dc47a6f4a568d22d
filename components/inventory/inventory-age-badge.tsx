import { Badge } from '@/components/ui/badge';
import { inventoryAge, type AgeTone } from '@/lib/inventory/age';
import { cn } from '@/lib/utils';

// Tinted background + dark text (WCAG AA), one colour per cut-off of spec 1 §4.
const TONE_CLASS: Record<AgeTone, string> = {
  green: 'border-green-200 bg-green-50 text-green-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-800',
  amber: 'border-amber-300 bg-amber-100 text-amber-900',
  red: 'border-red-200 bg-red-50 text-red-800',
};

/** 'Today' / '1 day old' / 'N days old', coloured green ≤ 30, yellow > 30, amber > 60, red > 90 days. */
export function InventoryAgeBadge({ date, today }: { date: string | null; today: string }) {
  const age = inventoryAge(date, today);
  if (!age) return null;
  return (
    <Badge variant="outline" data-tone={age.tone} className={cn(TONE_CLASS[age.tone])}>
      {age.label}
    </Badge>
  );
}
