import { RecordLoading } from '@/components/layout/record-states';

export default function MachineLoading() {
  return <RecordLoading label="Loading press details..." back={{ href: '/shop-floor', label: 'Back to Shop Floor' }} />;
}
