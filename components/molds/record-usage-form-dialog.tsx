'use client';

import { Plus } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { DateField, FormDialog, NumberField, TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { todayInPlant } from '@/lib/dates';
import { emptyUsageForm, USAGE_FAILED_MESSAGE, usageBanner, type UsageFormValues } from '@/lib/molds/form';
import { usageRecordSchema } from '@/lib/molds/schemas';
import type { MoldDto } from '@/lib/molds/types';

/** Record a production run by hand (press counters and production reporting write through the same service). */
export function RecordUsageDialog({ mold }: { mold: MoldDto }) {
  const router = useRouter();
  return (
    <FormDialog
      title="Record Usage"
      description={`A production run on ${mold.mold_code}: its shots are added to the lifetime and since-maintenance counters.`}
      className="sm:max-w-xl"
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden /> Record Usage
        </Button>
      }
      schema={usageRecordSchema}
      defaultValues={emptyUsageForm()}
      request={(values) => ({ url: `/api/molds/${mold.id}/usage`, method: 'POST', body: values })}
      failureMessage={USAGE_FAILED_MESSAGE}
      invalidMessage={usageBanner}
      submitLabel="Record Usage"
      savingLabel="Saving..."
      onSuccess={() => {
        toast.success('Usage recorded');
        router.refresh();
      }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField<UsageFormValues> name="date" label="Date" required max={todayInPlant()} />
        <NumberField<UsageFormValues> name="shots_produced" label="Shots Produced" required integer min={1} />
        <TextField<UsageFormValues> name="work_order" label="Work Order" placeholder="WO-2026-00001" autoComplete="off" />
        <TextField<UsageFormValues> name="product" label="Product" autoComplete="off" />
        <TextField<UsageFormValues> name="machine" label="Machine" placeholder="Press 07" autoComplete="off" />
        <TextField<UsageFormValues> name="operator" label="Operator" autoComplete="off" />
        <NumberField<UsageFormValues> name="defect_rate" label="Defect Rate (%)" min={0} max={100} step={0.01} />
      </div>
    </FormDialog>
  );
}
