import { redirect } from 'next/navigation';
import type { Paginated } from './paging';

/**
 * The one behaviour of every list screen past its last page (a bookmark after deletions, a hand-edited URL):
 * go to the last page that exists. The API answers `data: []` instead (CONTRACT §1).
 */
export function redirectPastEnd<T>(page: Paginated<T>, hrefForPage: (page: number) => string): void {
  if (page.data.length === 0 && page.total > 0 && page.current_page > page.last_page) redirect(hrefForPage(page.last_page));
}
