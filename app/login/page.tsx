import { Factory } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/login-form';
import { currentUser } from '@/lib/auth/session';
import { safeCallbackPath } from '@/lib/auth/safe-redirect';

export const metadata: Metadata = { title: 'Sign in' };
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const raw = (await searchParams).callbackUrl;
  const callbackPath = safeCallbackPath(Array.isArray(raw) ? raw[0] : raw);
  if (await currentUser()) redirect(callbackPath);

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-slate-900 via-slate-800 to-sky-900">
      <main className="flex flex-1 items-center justify-center px-4">
        <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-2xl">
          <div className="mb-6 flex flex-col items-center gap-2 text-center">
            <Factory className="size-10 text-sky-700" aria-hidden />
            <h1 className="text-2xl font-semibold">Moldline</h1>
            <p className="text-sm text-muted-foreground">Sign in to manage your molding plant</p>
          </div>
          <LoginForm callbackPath={callbackPath} />
        </div>
      </main>
      <footer className="py-4 text-center text-xs text-slate-300">© {new Date().getFullYear()} Moldline. All rights reserved.</footer>
    </div>
  );
}
