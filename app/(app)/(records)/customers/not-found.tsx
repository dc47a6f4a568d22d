import { RecordNotFound } from '@/components/layout/record-states';

export default function CustomerNotFound() {
  return (
    <RecordNotFound
      title="Customer not found"
      text="There is no customer at this address. It may have been mistyped."
      back={{ href: '/customers', label: 'Back to Customers' }}
    />
  );
}
