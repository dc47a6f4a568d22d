import { json } from '@/lib/api/envelope';
import { openApiDocument } from '@/lib/openapi/document';

/** Public: the OpenAPI 3.1 document of /api (what /api-docs shows), built from the routes' own zod schemas. */
export async function GET(): Promise<Response> {
  return json(openApiDocument(), 200, { 'Cache-Control': 'public, max-age=300' });
}
