import { ArrowLeft, SearchX } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function MoldNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold">Mold not found</h1>
      <p className="mt-2 text-muted-foreground">There is no mold at this address. It may have a different number.</p>
      <Button asChild variant="outline" className="mt-6">
        <Link href="/molds">
          <ArrowLeft aria-hidden /> Back to Molds
        </Link>
      </Button>
    </div>
  );
}
