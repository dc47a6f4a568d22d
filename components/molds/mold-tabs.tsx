import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { PageLocation, SubListSort } from '@/lib/list/sort';
import { maintenanceHistory, usageHistory } from '@/lib/molds/list-state';
import type { MoldDetailDto } from '@/lib/molds/types';
import { formatNumber } from '@/lib/utils';
import { MaintenanceHistory } from './maintenance-history';
import { MoldOverview } from './mold-overview';
import { UsageHistory } from './usage-history';

/**
 * Overview (default) and the two history tabs, drawn on the server; a link to a history page or order
 * (?usage_page=3, ?usage_sort=…) opens its tab.
 */
export function MoldTabs({ mold, canRecordUsage, location }: { mold: MoldDetailDto; canRecordUsage: boolean; location: PageLocation }) {
  const opens = (sub: SubListSort) => Object.values(sub.keys).some((key) => location.params.has(key));
  const initial = opens(usageHistory) ? 'usage' : opens(maintenanceHistory) ? 'maintenance' : 'overview';
  return (
    <Tabs defaultValue={initial}>
      <TabsList>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="maintenance">Maintenance History ({formatNumber(mold.maintenance_history_total)})</TabsTrigger>
        <TabsTrigger value="usage">Usage History ({formatNumber(mold.usage_history_total)})</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="pt-2">
        <MoldOverview mold={mold} />
      </TabsContent>
      <TabsContent value="maintenance" className="pt-2">
        <MaintenanceHistory mold={mold} location={location} />
      </TabsContent>
      <TabsContent value="usage" className="pt-2">
        <UsageHistory mold={mold} canRecord={canRecordUsage} location={location} />
      </TabsContent>
    </Tabs>
  );
}
