'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { FormDialog, NumberField, SelectField } from '@/components/form';
import { updateProductCostingSchema } from '@/lib/costing/schemas';
import type { MachineOption, ProductCostingDto, RatesDto } from '@/lib/costing/types';
import { formatMoney, formatNumber } from '@/lib/utils';

/**
 * Costing Inputs of one product (costing.write): the press it runs on (its hourly rate prices machine time) and
 * its crewing. Saving stores a new cost sheet version on the server when the figures' inputs change.
 */
export function ProductCostingDialog({ productId, inputs, rates, machines, trigger }: { productId: number; inputs: ProductCostingDto; rates: RatesDto; machines: MachineOption[]; trigger: React.ReactNode }) {
  const router = useRouter();
  const options = machines.map((m) => ({ value: String(m.id), label: `${m.machine_number} · ${m.machine_name} (${formatMoney(m.hourly_rate)}/h)` }));
  return (
    <FormDialog
      title="Costing Inputs"
      description="The press this product runs on and how many operators it takes. Cycle time and parts per cycle are the product's own fields."
      trigger={trigger}
      schema={updateProductCostingSchema}
      defaultValues={{ machine_id: inputs.machine_id == null ? '' : String(inputs.machine_id), operators_per_press: inputs.operators_per_press ?? '' }}
      request={(values) => ({ url: `/api/costing/products/${productId}/inputs`, method: 'PUT', body: { ...values, version: inputs.version } })}
      failureMessage="Failed to update the costing inputs"
      submitLabel="Save Inputs"
      savingLabel="Saving..."
      onSuccess={() => {
        toast.success('Costing inputs saved');
        router.refresh();
      }}
    >
      <div className="grid gap-4">
        <SelectField name="machine_id" label="Press" numeric options={options} placeholder={`No press: plant default (${formatMoney(rates.default_machine_rate)}/h)`} />
        <NumberField name="operators_per_press" label="Operators per press" description={`Blank: the plant's ${formatNumber(rates.operators_per_press)}.`} />
      </div>
    </FormDialog>
  );
}
