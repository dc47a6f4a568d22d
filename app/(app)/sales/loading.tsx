import { PageLoading } from '@/components/layout/page-loading';

export default function SalesLoading() {
  return <PageLoading label="Loading Sales & CRM..." />;
}
