import { supplierRecord } from './record';

/** An unknown or malformed id answers HTTP 404 (../not-found.tsx: a layout's notFound() is caught one level up) before the page streams. */
export default supplierRecord.Layout;
