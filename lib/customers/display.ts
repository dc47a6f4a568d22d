/** How customer values read on the screens. Pure, browser-safe. */
import { EMPTY_VALUE, formatNumber } from '@/lib/utils';

/** Credit limit in the customer's currency: "$250,000.00", "CA$200,000.00"; an unknown code reads "200,000 XYZ". */
export function formatCreditLimit(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  } catch {
    return `${formatNumber(amount)} ${currency}`;
  }
}

/** The list's Location column: "Toledo, OH", "Toledo", "OH", or "—". */
export function customerLocation(row: { city: string | null; state: string | null }): string {
  return [row.city, row.state].filter(Boolean).join(', ') || EMPTY_VALUE;
}
