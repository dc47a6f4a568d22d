'use client';

import * as React from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { dataOf, fieldErrorsOf, messageOf, sendJson, type ApiRequest, type ApiResult } from '@/lib/client/api';
import { useUnsavedChanges } from './unsaved-changes';

export type { ApiRequest } from '@/lib/client/api';

export type UseApiFormOptions<S extends z.ZodType<FieldValues, FieldValues>, R> = {
  /**
   * The same zod schema the server parses with: it validates in the browser before anything is sent. A form
   * drawn with the page (not in a lazily loaded dialog) passes a loader, `() => import('@/lib/x/schemas').then((m)
   * => m.xSchema)`, so zod loads when the form is first changed rather than with the page.
   */
  schema: S | (() => Promise<S>);
  defaultValues: DefaultValues<z.input<S>>;
  /** The call for the parsed values (what the schema outputs is what the server receives). */
  request: (values: z.output<S>) => ApiRequest;
  /** The banner when the server gives no message (spec texts such as 'Failed to create mold'). */
  failureMessage: string;
  /** Runs after a successful answer with its `data`. */
  onSuccess?: (data: R, values: z.output<S>) => void | Promise<void>;
  /** Maps server field names onto form field names where they differ (e.g. `location` → `storage_location`). */
  fieldAliases?: Record<string, string>;
  /**
   * The banner when the browser check fails, for screens whose spec names one (e.g. 'Please fill in all
   * required fields'); by default only the fields show their errors.
   */
  invalidMessage?: (errors: FieldErrors<z.input<S>>) => string | null;
  /**
   * Whether changes not yet saved keep the person on the page (`unsaved-changes.tsx`): default true; `FormDialog`
   * passes whether it is open (a closed dialog's values are thrown away).
   */
  guardUnsaved?: boolean;
};

export type ApiForm<S extends z.ZodType<FieldValues, FieldValues>> = {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** The message above the buttons: the server's first message, or the failure text. */
  banner: string | null;
  saving: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Back to `values` (or the defaults), clearing errors and the banner. */
  reset: (values?: DefaultValues<z.input<S>>) => void;
  /** Runs `action` (closing the form) at once when nothing is unsaved, else once the person agrees to discard. */
  confirmDiscard: (action: () => void) => void;
};

/**
 * The one form mechanism of the app: react-hook-form with the zod schema as resolver, one submit path
 * (validate → send → map the server's 422 `errors` onto the fields, or the message into the banner → onSuccess).
 * Field components (`components/form/fields.tsx`) read it through FormFields. Changes not saved yet are
 * guarded (`useUnsavedChanges`): leaving the page asks first; a saved form is reset to what it saved.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>, R = unknown>(options: UseApiFormOptions<S, R>): ApiForm<S> {
  const { schema, defaultValues, request, failureMessage, onSuccess, fieldAliases, invalidMessage, guardUnsaved = true } = options;
  // A schema object that changes (one built from the record being edited) gets its own resolver; a loader is
  // written inline, so a new function each render, and stands for the same schema: the first one is kept.
  const schemaObject = typeof schema === 'function' ? null : schema;
  const [firstLoader] = React.useState(() => (typeof schema === 'function' ? schema : null));
  const { resolver, warm } = React.useMemo(() => lazyZodResolver<z.input<S>, z.output<S>>(schemaObject ?? firstLoader!), [schemaObject, firstLoader]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  // Read during render: react-hook-form computes only the form state a render subscribed to.
  const { isDirty } = form.formState;
  const { confirmDiscard } = useUnsavedChanges(guardUnsaved && isDirty);
  // The validation's code is fetched once the form has changes, so that submitting does not wait for it.
  React.useEffect(() => {
    if (isDirty) warm();
  }, [isDirty, warm]);
  // The first field the server refused: focused once the fieldset is enabled again (a disabled input takes no focus).
  const pendingFocus = React.useRef<Path<z.input<S>> | null>(null);
  React.useEffect(() => {
    if (saving || !pendingFocus.current) return;
    form.setFocus(pendingFocus.current);
    pendingFocus.current = null;
  }, [saving, form]);

  const submit = form.handleSubmit(
    async (values) => {
      setSaving(true);
      setBanner(null);
      try {
        const { url, method, body } = request(values);
        const result: ApiResult = await sendJson(url, method, body);
        if (!result.ok) {
          pendingFocus.current = applyServerErrors(form, result.body, fieldAliases);
          setBanner(messageOf(result.body, failureMessage));
          return;
        }
        await onSuccess?.(dataOf<R>(result.body) as R, values);
      } finally {
        setSaving(false);
      }
    },
    (errors) => setBanner(errors.root?.type === UNAVAILABLE ? UNAVAILABLE_MESSAGE : (invalidMessage?.(errors) ?? null)),
  );

  const reset = React.useCallback(
    (values?: DefaultValues<z.input<S>>) => {
      form.reset(values ?? defaultValues);
      setBanner(null);
    },
    [form, defaultValues],
  );

  return { form, banner, saving, onSubmit: submit, reset, confirmDiscard };
}

/**
 * react-hook-form's zod resolver, loaded on first use: the resolver module (and, for a schema given as a loader,
 * the schema with zod) is fetched by `warm()` or by the first validation, which awaits it.
 */
const UNAVAILABLE = 'unavailable';
const UNAVAILABLE_MESSAGE = 'The form could not be checked: the connection failed. Nothing was saved; try again.';

export function lazyZodResolver<In extends FieldValues, Out>(schema: z.ZodType<FieldValues, FieldValues> | (() => Promise<z.ZodType<FieldValues, FieldValues>>)) {
  let loading: Promise<Resolver<In, unknown, Out>> | null = null;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), typeof schema === 'function' ? schema() : schema]).then(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resolver's generics cannot follow a generic schema
      ([{ zodResolver }, loaded]) => zodResolver(loaded as any) as any,
      (error: unknown) => {
        loading = null; // the next validation tries again
        throw error;
      },
    ));
  const resolver: Resolver<In, unknown, Out> = async (values, context, options) => {
    let resolve: Resolver<In, unknown, Out>;
    try {
      resolve = await load();
    } catch {
      const errors = { root: { type: UNAVAILABLE, message: UNAVAILABLE_MESSAGE } } as FieldErrors<In>;
      return { values: {}, errors };
    }
    return resolve(typedValues(values, options.fields), context, options);
  };
  return { resolver, warm: () => void load().catch(() => {}) };
}

/**
 * The values with each field's `setValueAs` applied (NumberField, a numeric SelectField): react-hook-form applies
 * it to what is typed, not to the default values, and the schema takes numbers only (lib/validation/fields.ts).
 */
function typedValues<In extends FieldValues>(values: In, fields: Record<string, { setValueAs?: (value: unknown) => unknown } | undefined> = {}): In {
  let out: In | null = null;
  for (const [name, field] of Object.entries(fields)) {
    if (!field?.setValueAs) continue;
    const path = name.split('.');
    let holder: unknown = values;
    for (const key of path.slice(0, -1)) holder = (holder as Record<string, unknown> | undefined)?.[key];
    const last = path[path.length - 1];
    if (!holder || typeof holder !== 'object' || !(last in holder)) continue;
    const current = (holder as Record<string, unknown>)[last];
    const typed = field.setValueAs(current);
    if (Object.is(typed, current)) continue;
    out ??= structuredClone(values);
    let target: Record<string, unknown> = out as Record<string, unknown>;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[last] = typed;
  }
  return out ?? values;
}

/**
 * The server's 422 map onto the form's fields (first message each); unknown keys only reach the banner.
 * Returns the first field it marked, for the caller to focus when the form is enabled again.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, body: unknown, aliases: Record<string, string> = {}): Path<T> | null {
  const known = new Set(Object.keys(form.getValues() ?? {}));
  let first: Path<T> | null = null;
  for (const [key, message] of Object.entries(fieldErrorsOf(body))) {
    const name = aliases[key] ?? key;
    const root = name.split('.')[0];
    if (!known.has(root)) continue;
    form.setError(name as Path<T>, { type: 'server', message });
    first ??= name as Path<T>;
  }
  return first;
}
