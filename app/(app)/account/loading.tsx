import { PageLoading } from '@/components/layout/page-loading';

export default function AccountLoading() {
  return <PageLoading label="Loading your account..." />;
}
