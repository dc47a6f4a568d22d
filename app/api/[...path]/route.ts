import { envelope, json } from '@/lib/api/envelope';

/**
 * Any /api path no route handles answers the JSON envelope 404 (CONTRACT §1), whatever the method, instead of
 * the HTML not-found page. Real routes are more specific and always win over this catch-all.
 */
async function notFound(): Promise<Response> {
  return json(envelope.error('Not found'), 404);
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
