import { PageLoading } from '@/components/layout/page-loading';

export default function DashboardLoading() {
  return <PageLoading label="Loading the dashboard..." />;
}
