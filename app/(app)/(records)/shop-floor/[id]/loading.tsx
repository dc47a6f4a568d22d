import { RecordLoading } from '@/components/layout/record-states';

export default function PressViewLoading() {
  return <RecordLoading label="Loading the press..." back={{ href: '/shop-floor', label: 'Back to Shop Floor' }} />;
}
