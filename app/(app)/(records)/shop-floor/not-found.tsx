import { RecordNotFound } from '@/components/layout/record-states';

export default function PressViewNotFound() {
  return (
    <RecordNotFound
      title="Press not found"
      text="There is no press at this address. It may have a different number."
      back={{ href: '/shop-floor', label: 'Back to Shop Floor' }}
    />
  );
}
