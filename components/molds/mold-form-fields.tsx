'use client';

import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { MOLD_OWNERSHIPS, MOLD_STATUSES, OWNERSHIP_LABELS, STATUS_LABELS, type MoldOwnership, type MoldStatus } from '@/lib/molds/constants';
import { withOwnership, type MoldFormValues } from '@/lib/molds/form';
import { CustomerPicker } from './customer-picker';

const ownershipOptions = MOLD_OWNERSHIPS.map((value) => ({ value, label: OWNERSHIP_LABELS[value] }));
const statusOptions = MOLD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/**
 * The fields of Add Mold and Edit Mold (spec 1 §2, §5). The customer picker shows only for a customer-owned
 * mold; switching ownership away clears it. Counters are offered on create only (a mold that already ran).
 */
export function MoldFormFields({
  idPrefix,
  mode,
  values,
  onChange,
  errors,
  disabled,
}: {
  idPrefix: string;
  mode: 'create' | 'edit';
  values: MoldFormValues;
  onChange: (values: MoldFormValues) => void;
  errors: Record<string, string>;
  disabled?: boolean;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof MoldFormValues>(key: K, value: MoldFormValues[K]) => onChange({ ...values, [key]: value });
  const text = (key: keyof MoldFormValues) => ({
    id: id(key),
    name: key,
    value: values[key] as string,
    disabled,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value as never),
    ...fieldErrorProps(id(key), errors[key]),
  });

  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Mold Code" htmlFor={id('mold_code')} required error={errors.mold_code}>
          <Input {...text('mold_code')} placeholder="MLD-001" autoComplete="off" />
        </FormField>
        <FormField label="Mold Name" htmlFor={id('mold_name')} required error={errors.mold_name}>
          <Input {...text('mold_name')} placeholder="Door Handle Bezel 4-cav" autoComplete="off" />
        </FormField>
      </div>

      <FormField label="Description" htmlFor={id('description')} error={errors.description}>
        <Textarea {...text('description')} rows={2} placeholder="Part, gate type, hot runner, notes for the toolroom..." />
      </FormField>

      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField label="Ownership" htmlFor={id('ownership')} required error={errors.ownership}>
          <Select
            id={id('ownership')}
            name="ownership"
            value={values.ownership}
            disabled={disabled}
            placeholder={mode === 'create' ? 'Select ownership' : undefined}
            options={ownershipOptions}
            onChange={(e) => onChange(withOwnership(values, e.target.value as MoldOwnership | ''))}
            {...fieldErrorProps(id('ownership'), errors.ownership)}
          />
        </FormField>
        <FormField label="Cavity Count" htmlFor={id('cavity_count')} required error={errors.cavity_count}>
          <Input {...text('cavity_count')} type="number" min={1} step={1} inputMode="numeric" />
        </FormField>
        <FormField label="Status" htmlFor={id('status')} required={mode === 'edit'} error={errors.status}>
          <Select
            id={id('status')}
            name="status"
            value={values.status}
            disabled={disabled}
            options={statusOptions}
            onChange={(e) => set('status', e.target.value as MoldStatus)}
            {...fieldErrorProps(id('status'), errors.status)}
          />
        </FormField>
      </div>

      {values.ownership === 'customer_owned' && (
        <FormField label="Customer" htmlFor={id('customer')} required error={errors.customer} description="Type at least 2 characters of the company name, code or contact.">
          <CustomerPicker id={id('customer')} value={values.customer} onChange={(customer) => set('customer', customer)} disabled={disabled} error={errors.customer} />
        </FormField>
      )}

      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField label="Maintenance Interval" htmlFor={id('maintenance_interval')} error={errors.maintenance_interval}>
          <Input {...text('maintenance_interval')} type="number" min={0} step={1000} inputMode="numeric" placeholder="shots, e.g. 250000" />
        </FormField>
        <FormField label="Storage Location" htmlFor={id('storage_location')} error={errors.storage_location}>
          <Input {...text('storage_location')} placeholder="Rack A-03" autoComplete="off" />
        </FormField>
        <FormField label="Purchase Date" htmlFor={id('purchase_date')} error={errors.purchase_date}>
          <Input {...text('purchase_date')} type="date" />
        </FormField>
      </div>

      {mode === 'create' && (
        <fieldset className="grid gap-3 rounded-md border border-dashed p-3">
          <legend className="px-1 text-sm font-medium">Counters at registration</legend>
          <p className="-mt-1 text-xs text-muted-foreground">For a mold that already ran elsewhere; leave empty for a new tool.</p>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Total Shots (lifetime)" htmlFor={id('total_shots_lifetime')} error={errors.total_shots_lifetime}>
              <Input {...text('total_shots_lifetime')} type="number" min={0} step={1} inputMode="numeric" placeholder="0" />
            </FormField>
            <FormField label="Shots Since Maintenance" htmlFor={id('shots_since_maintenance')} error={errors.shots_since_maintenance}>
              <Input {...text('shots_since_maintenance')} type="number" min={0} step={1} inputMode="numeric" placeholder="0" />
            </FormField>
          </div>
        </fieldset>
      )}
    </div>
  );
}
