'use client';

import * as React from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * What the field components (fields.tsx) are bound to: the surrounding `useApiForm` form (`FormFields`), or, for a
 * page form drawn before its code has loaded (a module's lazy-forms.tsx: `clientOnly` with the form's view inside
 * `InertFields` as its fallback), nothing but the default values.
 * Its own context, so fields.tsx needs none of react-hook-form's code: a page form's placeholder is drawn with
 * the page and react-hook-form loads after it.
 */
export type FieldBinding = {
  /** The control's props: react-hook-form's `register(name, options)`, or an inert control's. */
  register: (name: string, options?: { setValueAs?: (value: unknown) => unknown }) => Record<string, unknown>;
  /** The field's message (the browser's zod check or the server's 422), or null. */
  errorOf: (name: string) => string | null;
};

const Binding = React.createContext<FieldBinding | null>(null);

export function useFieldBinding(): FieldBinding {
  const binding = React.useContext(Binding);
  if (!binding) throw new Error('A form field must be inside FormFields (a useApiForm form) or InertFields (its placeholder).');
  return binding;
}

/** The placeholder's field that had the focus when the live form took its place (the swap drops the DOM). */
let focusedInert: string | null = null;

/** Binds the fields inside to a react-hook-form form (FormProvider stays for fields that read it themselves). */
export function BindFields<T extends FieldValues>({ form, children }: { form: UseFormReturn<T, unknown, unknown>; children: React.ReactNode }) {
  const { register, getFieldState, formState, setFocus } = form;
  // Someone who had tapped or tabbed into the placeholder keeps typing into the same field of the live form.
  React.useLayoutEffect(() => {
    const name = focusedInert;
    focusedInert = null;
    if (name && (document.activeElement === null || document.activeElement === document.body)) setFocus(name as Path<T>);
  }, [setFocus]);
  const binding: FieldBinding = {
    register: (name, options) => register(name as Path<T>, options),
    errorOf: (name) => (getFieldState(name as Path<T>, formState).error as FieldError | undefined)?.message ?? null,
  };
  return <Binding.Provider value={binding}>{children}</Binding.Provider>;
}

/**
 * The fields inside drawn with `defaults` and read-only, without a form behind them: what a lazy page form shows
 * until its code has loaded, looking as the live form will.
 */
export function InertFields({ defaults, children }: { defaults: Record<string, unknown>; children: React.ReactNode }) {
  const binding: FieldBinding = {
    register: (name) => {
      const value = defaults[name];
      const focus = { onFocus: () => (focusedInert = name) };
      return typeof value === 'boolean'
        ? { name, defaultChecked: value, 'aria-readonly': true, onClick: preventDefault, ...focus }
        : { name, defaultValue: value ?? '', readOnly: true, ...focus };
    },
    errorOf: () => null,
  };
  return <Binding.Provider value={binding}>{children}</Binding.Provider>;
}

function preventDefault(event: React.SyntheticEvent) {
  event.preventDefault();
}
