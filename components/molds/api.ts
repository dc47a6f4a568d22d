export { getJson, sendJson, type ApiResult } from '@/lib/client/api';

/** Today in the browser's calendar (the default for date inputs; the server refuses future dates). */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
