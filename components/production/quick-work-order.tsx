'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useWatch } from 'react-hook-form';
import { AlertTriangle } from '@/components/ui/icons';
import { CustomField, DateField, FormErrorBanner, NumberField, SelectField, toastCreated, useApiForm } from '@/components/form';
import { MoldPicker } from '@/components/pickers/mold-picker';
import { ProductPicker } from '@/components/pickers/product-picker';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { getJson } from '@/lib/client/api';
import { addDays, todayInPlant } from '@/lib/dates';
import type { MoldSearchResult } from '@/lib/molds/types';
import { PICKER_REORDER_POINT, WORK_ORDER_PRIORITIES, WORK_ORDER_PRIORITY_LABELS } from '@/lib/production/constants';
import { expectedRunHours } from '@/lib/production/rules';
import type { WorkOrderDto } from '@/lib/production/dto';
import { FormFields } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';

type ProductResult = { id: number; product_code: string; product_name: string; unit?: string; product_type?: string; quantity_on_hand: number };
export type MachineOption = { id: number; machine_number: string; machine_name: string; status: string };

/** Work orders are planned on active molds only (CONTRACT §7). */
const ACTIVE_ONLY = ['active'] as const;
const PRIORITY_OPTIONS = WORK_ORDER_PRIORITIES.map((p) => ({ value: p, label: WORK_ORDER_PRIORITY_LABELS[p] }));

/**
 * The Quick Work Order panel (spec 2 §2), made real (CONTRACT §7): pick an active mold and a product, cycle time and
 * cavities fill in from the mold, the expected run time follows the planned quantity; warnings for a mold that is
 * not available or overdue for maintenance and for low stock. Submitting creates the order and opens it.
 */
export function QuickWorkOrder({ machines, onClose }: { machines: MachineOption[]; onClose: () => void }) {
  const router = useRouter();
  const [mold, setMold] = React.useState<MoldSearchResult | null>(null);
  const [moldHealth, setMoldHealth] = React.useState<string | null>(null);
  const [product, setProduct] = React.useState<ProductResult | null>(null);
  const defaults = React.useMemo(
    () => ({ product_id: null, mold_id: null, machine_id: '', quantity_planned: '', priority: 'medium', target_date: addDays(todayInPlant(), 14), cycle_time_seconds: '', cavity_count: '' }),
    [],
  );
  const api = useApiForm({
    schema: () => import('@/lib/production/schemas').then((m) => m.createWorkOrderSchema),
    // Number inputs hold strings until NumberField / SelectField numeric send them as numbers; the pickers set ids.
    defaultValues: defaults as never,
    request: (values) => ({ url: '/api/production/work-orders', method: 'POST', body: values }),
    failureMessage: 'Failed to create work order',
    onSuccess: (order: WorkOrderDto) => {
      const href = `/production/work-orders/${order.id}`;
      api.form.reset(api.form.getValues()); // saved: nothing left to guard
      toastCreated(`Work order ${order.work_order_number} created`, href, router.push);
      router.push(href);
    },
  });
  const [quantity, cycle, cavities] = useWatch({ control: api.form.control, name: ['quantity_planned', 'cycle_time_seconds', 'cavity_count'] as never }) as unknown as [string, string, string];
  const hours = expectedRunHours(Number(quantity), Number(cycle) || null, Number(cavities) || null);

  async function pickMold(m: MoldSearchResult | null) {
    setMold(m);
    setMoldHealth(null);
    api.form.setValue('mold_id' as never, (m ? m.id : null) as never, { shouldValidate: !!m, shouldDirty: true });
    if (!m) return;
    api.form.setValue('cavity_count' as never, String(m.cavity_count) as never, { shouldDirty: true });
    if (m.standard_cycle_time != null) api.form.setValue('cycle_time_seconds' as never, String(m.standard_cycle_time) as never, { shouldDirty: true });
    const res = await getJson(`/api/molds/${m.id}`);
    if (res.ok) setMoldHealth((res.body as { data: { maintenance_health: string } }).data.maintenance_health);
  }

  function pickProduct(p: ProductResult | null) {
    setProduct(p);
    api.form.setValue('product_id' as never, (p ? p.id : null) as never, { shouldValidate: !!p, shouldDirty: true });
  }

  const lowStock = product && product.quantity_on_hand <= PICKER_REORDER_POINT;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Work Order</CardTitle>
      </CardHeader>
      <CardContent>
        <FormFields form={api.form}>
          <form onSubmit={api.onSubmit} noValidate aria-label="Quick work order" className="grid gap-4">
            <fieldset disabled={api.saving} className="grid gap-4 md:grid-cols-2">
              <CustomField name={'mold_id' as never} label="Mold" required>
                {({ id, errorProps }) => (
                  <MoldPicker id={id} statuses={ACTIVE_ONLY} value={mold} placeholder="Search active molds by code or name..." onSelect={pickMold} {...errorProps} />
                )}
              </CustomField>
              <CustomField name={'product_id' as never} label="Product" required>
                {({ id, errorProps }) => (
                  <ProductPicker<ProductResult> id={id} value={product} placeholder="Search products by code or name..." onSelect={pickProduct} {...errorProps} />
                )}
              </CustomField>
              <NumberField name={'cycle_time_seconds' as never} label="Cycle time (seconds)" step="0.1" min={0} />
              <NumberField name={'cavity_count' as never} label="Cavities" integer min={1} />
              <NumberField name={'quantity_planned' as never} label="Planned quantity" integer min={1} required />
              <SelectField name={'priority' as never} label="Priority" options={PRIORITY_OPTIONS} />
              <DateField name={'target_date' as never} label="Target date" required />
              <SelectField
                numeric
                name={'machine_id' as never}
                label="Machine"
                placeholder="Not assigned"
                options={machines.map((m) => ({ value: String(m.id), label: `${m.machine_number} · ${m.machine_name}` }))}
              />
            </fieldset>
            <p className="text-sm" aria-live="polite">
              Expected run time: <strong>{hours == null ? '—' : `${hours.toLocaleString('en-US')} h`}</strong>
              {hours != null && <span className="text-muted-foreground"> (⌈quantity ÷ cavities⌉ × cycle time)</span>}
            </p>
            {mold && !mold.is_available && <Warning>Mold {mold.mold_code} is not available ({mold.status}): only active molds can be planned.</Warning>}
            {mold && moldHealth === 'Overdue' && (
              <Warning>Mold {mold.mold_code} is overdue for maintenance: the order can be planned, but it cannot start until the mold is maintained.</Warning>
            )}
            {mold && moldHealth === 'Due Soon' && <Warning>Mold {mold.mold_code} is due for maintenance soon.</Warning>}
            {lowStock && (
              <Warning>
                Low stock: {product.product_code} has {product.quantity_on_hand.toLocaleString('en-US')} on hand (reorder point {PICKER_REORDER_POINT}).
              </Warning>
            )}
            <FormErrorBanner message={api.banner} />
            <div className="flex gap-2">
              <SubmitButton saving={api.saving}>Create Work Order</SubmitButton>
              <Button type="button" variant="outline" onClick={() => api.confirmDiscard(onClose)}>
                Cancel
              </Button>
            </div>
          </form>
        </FormFields>
      </CardContent>
    </Card>
  );
}

function Warning({ children }: { children: React.ReactNode }) {
  return (
    <Alert role="status" className="border-amber-200 bg-amber-50 text-amber-900 *:data-[slot=alert-description]:text-amber-900">
      <AlertTriangle aria-hidden="true" className="size-4" />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
