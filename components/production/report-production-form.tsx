'use client';

import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { useApiForm } from '@/components/form/use-api-form';
import { FormFields } from '@/components/form/form-fields';
import type { ReportResult } from '@/lib/production/service';
import { REPORT_DEFAULTS, ReportProductionView } from './report-production-view';
import { ScrapReasonLines } from './scrap-reason-lines';

/** Report production on an order in progress: the order's quantities and the mold's counters move on the server. */
export function ReportProductionForm({ id, cavities }: { id: number; cavities: number }) {
  const router = useRouter();
  const api = useApiForm({
    schema: () => import('@/lib/production/schemas').then((m) => m.productionReportSchema),
    defaultValues: REPORT_DEFAULTS as never,
    request: (values) => ({ url: `/api/production/work-orders/${id}/reports`, method: 'POST', body: values }),
    failureMessage: 'Failed to report production',
    onSuccess: (data: ReportResult) => {
      api.reset(REPORT_DEFAULTS as never);
      const lot = data.stock.received?.lot_id;
      toast.success(
        data.work_order.status === 'completed'
          ? `Reported ${data.good_parts} good parts: ${data.work_order.work_order_number} is completed.`
          : `Reported ${data.good_parts} good parts (${data.shots} shots).`,
        {
          description: stockSummary(data.stock),
          // The finished goods are a new lot: its label goes on the carton.
          action: lot ? { label: 'Print lot label', onClick: () => router.push(`/inventory/lots/${lot}/label`) } : undefined,
        },
      );
      router.refresh();
    },
  });
  return (
    <FormFields form={api.form}>
      <ReportProductionView cavities={cavities} onSubmit={api.onSubmit} saving={api.saving} banner={api.banner} scrapReasons={<ScrapReasonLines disabled={api.saving} />} />
    </FormFields>
  );
}

/** What the report did to stock, in one line: the receipt (or why none) and the materials backflushed. */
function stockSummary(stock: ReportResult['stock']): string {
  const received = stock.received ? `${stock.received.quantity} received into ${stock.received.location_code}.` : (stock.note ?? '');
  const issued = stock.issued.length ? ` Issued: ${stock.issued.map((i) => `${i.quantity} ${i.unit} ${i.product_code}`).join(', ')}.` : '';
  return `${received}${issued}`.trim();
}
