import Link from 'next/link';
import { ArrowLeft, PackageX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export default function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      <PackageX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Product not found</h1>
      <p className="text-muted-foreground">There is no product at this address. It may have been removed, or the link is wrong.</p>
      <Button asChild variant="outline" className="mt-3">
        <Link href="/products">
          <ArrowLeft aria-hidden="true" /> Back to Products
        </Link>
      </Button>
    </div>
  );
}
