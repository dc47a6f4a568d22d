import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface Session {
    user: { id: number; name: string; email: string; role: string };
  }
  interface User {
    id: string;
    name: string;
    email: string;
    role: string;
    /** The server-side session row opened by this sign-in. */
    sid: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    uid?: number;
    role?: string;
    sid?: number;
  }
}
