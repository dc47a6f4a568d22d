/** How customer values read on the screens. Pure, browser-safe. */
import { EMPTY_VALUE } from '@/lib/utils';

/** The list's Location column: "Toledo, OH", "Toledo", "OH", or "—". */
export function customerLocation(row: { city: string | null; state: string | null }): string {
  return [row.city, row.state].filter(Boolean).join(', ') || EMPTY_VALUE;
}
