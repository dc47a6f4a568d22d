'use client';

import * as React from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useFieldBinding } from './field-binding';
import { numberFromInput } from './number-input';

export { numberFromInput };

/**
 * Form fields bound to the surrounding `useApiForm` form (`FormFields`): label, control, the field's error
 * (browser zod check or the server's 422) and aria wiring. `name` is the API's snake_case field. Inside
 * `InertFields` (a lazy page form's placeholder) they draw read-only with the form's defaults.
 */
type BaseProps<T extends FieldValues> = {
  name: Path<T>;
  label: React.ReactNode;
  required?: boolean;
  description?: React.ReactNode;
  className?: string;
};

function useField<T extends FieldValues>(name: Path<T>) {
  const { register, errorOf } = useFieldBinding();
  const prefix = React.useId();
  const id = `${prefix}-${name.replaceAll('.', '-')}`;
  return { id, error: errorOf(name), register };
}

export function TextField<T extends FieldValues>({
  name,
  label,
  required,
  description,
  className,
  setValueAs,
  ...input
}: BaseProps<T> & Omit<React.ComponentProps<typeof Input>, 'name' | 'id'> & { setValueAs?: (value: unknown) => unknown }) {
  const { id, error, register } = useField<T>(name);
  return (
    <FormField label={label} htmlFor={id} error={error} required={required} description={description} className={className}>
      <Input id={id} {...input} {...register(name, setValueAs ? { setValueAs } : undefined)} {...fieldErrorProps(id, error)} />
    </FormField>
  );
}

/** A number input whose value is sent as a JSON number (`numberFromInput`): inputMode numeric/decimal. */
export function NumberField<T extends FieldValues>(props: BaseProps<T> & Omit<React.ComponentProps<typeof Input>, 'name' | 'id' | 'type'> & { integer?: boolean }) {
  const { integer = false, ...rest } = props;
  return <TextField<T> type="number" step={integer ? 1 : 'any'} inputMode={integer ? 'numeric' : 'decimal'} setValueAs={numberFromInput} {...rest} />;
}

export function DateField<T extends FieldValues>(props: BaseProps<T> & Omit<React.ComponentProps<typeof Input>, 'name' | 'id' | 'type'>) {
  return <TextField<T> type="date" {...props} />;
}

export function TextareaField<T extends FieldValues>({
  name,
  label,
  required,
  description,
  className,
  ...textarea
}: BaseProps<T> & Omit<React.ComponentProps<typeof Textarea>, 'name' | 'id'>) {
  const { id, error, register } = useField<T>(name);
  return (
    <FormField label={label} htmlFor={id} error={error} required={required} description={description} className={className}>
      <Textarea id={id} {...textarea} {...register(name)} {...fieldErrorProps(id, error)} />
    </FormField>
  );
}

export function SelectField<T extends FieldValues>({
  name,
  label,
  required,
  description,
  className,
  options,
  placeholder,
  numeric = false,
  ...select
}: BaseProps<T> & {
  options: readonly SelectOption[];
  placeholder?: string;
  /** The options' values are ids or counts: sent as JSON numbers, the placeholder ("") as null. */
  numeric?: boolean;
} & Omit<React.ComponentProps<'select'>, 'name' | 'id'>) {
  const { id, error, register } = useField<T>(name);
  return (
    <FormField label={label} htmlFor={id} error={error} required={required} description={description} className={className}>
      <Select id={id} options={options} placeholder={placeholder} {...select} {...register(name, numeric ? { setValueAs: numberFromInput } : undefined)} {...fieldErrorProps(id, error)} />
    </FormField>
  );
}

export function CheckboxField<T extends FieldValues>({ name, label, description, className }: Omit<BaseProps<T>, 'required'>) {
  const { id, error, register } = useField<T>(name);
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <Checkbox id={id} {...register(name)} {...fieldErrorProps(id, error)} />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : description ? (
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      ) : null}
    </div>
  );
}

/** A control that is not a plain input (a picker): render it with the field's id, error and label. */
export function CustomField<T extends FieldValues>({
  name,
  label,
  required,
  description,
  className,
  children,
}: BaseProps<T> & { children: (field: { id: string; error: string | null; errorProps: ReturnType<typeof fieldErrorProps> }) => React.ReactNode }) {
  const { id, error } = useField<T>(name);
  return (
    <FormField label={label} htmlFor={id} error={error} required={required} description={description} className={className}>
      {children({ id, error, errorProps: fieldErrorProps(id, error) })}
    </FormField>
  );
}
