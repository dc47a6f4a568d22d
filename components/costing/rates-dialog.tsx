'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { FormDialog, NumberField } from '@/components/form';
import { updateRatesSchema } from '@/lib/costing/schemas';
import type { RatesDto } from '@/lib/costing/dto';

/**
 * Edit Plant Rates (costing.write): the four rates every cost sheet is priced with. Saving recomputes every
 * sheet on the server in the same transaction; the page then shows the new versions. Sends the version it
 * was opened at (409 when someone saved meanwhile).
 */
export function RatesDialog({ rates, trigger }: { rates: RatesDto; trigger: React.ReactNode }) {
  const router = useRouter();
  return (
    <FormDialog
      title="Plant Costing Rates"
      description="Machine, labor and overhead are priced per press hour: cycle time ÷ parts per cycle × rate. Saving recomputes every cost sheet."
      trigger={trigger}
      schema={updateRatesSchema}
      defaultValues={{
        labor_rate_per_hour: rates.labor_rate_per_hour,
        operators_per_press: rates.operators_per_press,
        overhead_rate_per_hour: rates.overhead_rate_per_hour,
        default_machine_rate: rates.default_machine_rate,
      }}
      request={(values) => ({ url: '/api/costing/rates', method: 'PUT', body: { ...values, version: rates.version } })}
      failureMessage="Failed to update the costing rates"
      submitLabel="Save Rates"
      savingLabel="Saving..."
      onSuccess={() => {
        toast.success('Costing rates updated; cost sheets recomputed');
        router.refresh();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="labor_rate_per_hour" label="Labor rate ($/hour)" required description="Loaded wage of one operator." />
        <NumberField name="operators_per_press" label="Operators per press" required description="0.5 = one operator tends two presses." />
        <NumberField name="overhead_rate_per_hour" label="Overhead rate ($/press hour)" required description="Building, utilities, supervision, quality." />
        <NumberField name="default_machine_rate" label="Default machine rate ($/hour)" required description="For products with no press assigned." />
      </div>
    </FormDialog>
  );
}
