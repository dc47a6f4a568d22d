import { RecordLoading } from '@/components/layout/record-states';

/** Spec §2: a loading state while the supplier loads. */
export default function SupplierLoading() {
  return <RecordLoading label="Loading supplier..." back={{ href: '/suppliers', label: 'Back to Suppliers' }} />;
}
