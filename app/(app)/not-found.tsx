import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-muted-foreground">There is nothing at this address.</p>
      <Button asChild className="mt-6">
        <Link href="/dashboard">Back to the dashboard</Link>
      </Button>
    </div>
  );
}
