import { RecordLoading } from '@/components/layout/record-states';

export default function MoldLoading() {
  return <RecordLoading label="Loading mold details..." back={{ href: '/molds', label: 'Back to Molds' }} />;
}
