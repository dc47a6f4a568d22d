import { RecordNotFound } from '@/components/layout/record-states';

/** A layout's notFound() is caught one level up: here, for /suppliers/{id} (lib/pages/detail.ts). */
export default function SupplierNotFound() {
  return (
    <RecordNotFound
      title="Supplier not found"
      text="There is no supplier at this address. It may have been mistyped, or the link is out of date."
      back={{ href: '/suppliers', label: 'Back to Suppliers' }}
    />
  );
}
