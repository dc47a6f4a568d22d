import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { errorResponse, MAX_BODY_BYTES } from '@/lib/api/handler';
import { readBodyText } from '@/lib/api/body';
import { getAuthOptions } from '@/lib/auth/options';

type Ctx = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's endpoints (sign-in form post, sign-out, csrf, session). next-auth would read any body whole:
 * it is read here first, cut at 1 MB as it streams (413), and handed on.
 */
async function handler(req: NextRequest, ctx: Ctx) {
  if (req.method === 'POST') {
    let text: string;
    try {
      text = await readBodyText(req, MAX_BODY_BYTES);
    } catch (error) {
      return errorResponse(error);
    }
    req = new NextRequest(req.url, { method: 'POST', headers: req.headers, body: text });
  }
  return NextAuth(getAuthOptions())(req, ctx);
}

export { handler as GET, handler as POST };
