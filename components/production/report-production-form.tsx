'use client';

import { useRouter } from 'next/navigation';
import { FormProvider } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormErrorBanner, NumberField, TextField, useApiForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { ReportResult } from '@/lib/production/service';

const EMPTY = { shots: '', good_parts: '', scrap_parts: '0', operator: '', notes: '' };

/** Report production on an order in progress: the order's quantities and the mold's counters move on the server. */
export function ReportProductionForm({ id, cavities }: { id: number; cavities: number }) {
  const router = useRouter();
  const api = useApiForm({
    schema: () => import('@/lib/production/schemas').then((m) => m.productionReportSchema),
    defaultValues: EMPTY as never,
    request: (values) => ({ url: `/api/production/work-orders/${id}/reports`, method: 'POST', body: values }),
    failureMessage: 'Failed to report production',
    onSuccess: (data: ReportResult) => {
      api.reset(EMPTY as never);
      toast.success(
        data.work_order.status === 'completed'
          ? `Reported ${data.good_parts} good parts: ${data.work_order.work_order_number} is completed.`
          : `Reported ${data.good_parts} good parts (${data.shots} shots).`,
        { description: stockSummary(data.stock) },
      );
      router.refresh();
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Report Production</CardTitle>
      </CardHeader>
      <CardContent>
        <FormProvider {...api.form}>
          <form onSubmit={api.onSubmit} noValidate aria-label="Report production" className="grid gap-4">
            <fieldset disabled={api.saving} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              <NumberField name={'shots' as never} label="Shots" integer min={1} required description={`${cavities} parts per shot`} />
              <NumberField name={'good_parts' as never} label="Good parts" integer min={0} required />
              <NumberField name={'scrap_parts' as never} label="Scrap parts" integer min={0} required />
              <TextField name={'operator' as never} label="Operator" />
              <TextField name={'notes' as never} label="Notes" />
            </fieldset>
            <FormErrorBanner message={api.banner} />
            <div>
              <Button type="submit" disabled={api.saving}>
                {api.saving && <Spinner label="Saving" className="size-4" />}
                Report Production
              </Button>
            </div>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

/** What the report did to stock, in one line: the receipt (or why none) and the materials backflushed. */
function stockSummary(stock: ReportResult['stock']): string {
  const received = stock.received ? `${stock.received.quantity} received into ${stock.received.location_code}.` : (stock.note ?? '');
  const issued = stock.issued.length ? ` Issued: ${stock.issued.map((i) => `${i.quantity} ${i.unit} ${i.product_code}`).join(', ')}.` : '';
  return `${received}${issued}`.trim();
}
