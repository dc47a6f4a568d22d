import { RecordLoading } from '@/components/layout/record-states';

export default function CustomerLoading() {
  return <RecordLoading label="Loading customer..." back={{ href: '/customers', label: 'Back to Customers' }} />;
}
