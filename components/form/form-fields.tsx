'use client';

import * as React from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { BindFields } from './field-binding';

/**
 * The provider of a `useApiForm` form's fields: `<FormFields form={api.form}>…fields…</FormFields>`. The fields of
 * fields.tsx read it through `BindFields`; a field written for one form (a picker, a computed total) may still call
 * react-hook-form's `useFormContext`.
 */
export function FormFields<T extends FieldValues>({ form, children }: { form: UseFormReturn<T, unknown, unknown>; children: React.ReactNode }) {
  return (
    <FormProvider {...form}>
      <BindFields form={form}>{children}</BindFields>
    </FormProvider>
  );
}
