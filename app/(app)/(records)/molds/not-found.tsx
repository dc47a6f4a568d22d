import { RecordNotFound } from '@/components/layout/record-states';

export default function MoldNotFound() {
  return (
    <RecordNotFound
      title="Mold not found"
      text="There is no mold at this address. It may have a different number."
      back={{ href: '/molds', label: 'Back to Molds' }}
    />
  );
}
