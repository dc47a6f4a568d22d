import { pressViewRecord } from './record';

/** An unknown or malformed id answers HTTP 404 (../not-found.tsx) before the page streams. */
export default pressViewRecord.Layout;
