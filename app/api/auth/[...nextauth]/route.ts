import NextAuth from 'next-auth';
import { getAuthOptions } from '@/lib/auth/options';

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, ctx: Ctx) {
  return NextAuth(getAuthOptions())(req, ctx);
}

export { handler as GET, handler as POST };
