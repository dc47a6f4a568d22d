'use client';

import * as React from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { OpenOnMount } from '@/components/ui/open-on-mount';
import { FormErrorBanner } from './form-error-banner';
import { DiscardChangesPrompt } from './discard-changes-prompt';
import { useApiForm, type UseApiFormOptions } from './use-api-form';
import { FormFields } from './form-fields';

type FormDialogProps<S extends z.ZodType<FieldValues, FieldValues>, R> = UseApiFormOptions<S, R> & {
  title: string;
  description?: React.ReactNode;
  submitLabel: string;
  savingLabel?: string;
  /** The button that opens the dialog (uncontrolled use). */
  trigger?: React.ReactNode;
  /** Controlled use (a dialog opened from a menu or a context). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Close after a successful save (default true). */
  closeOnSuccess?: boolean;
  className?: string;
  /** Keeps submit disabled while the values say there is nothing to send yet (spec rules such as "no category chosen"). */
  submitDisabled?: (values: z.input<S>) => boolean;
  /** The fields; the form is available through FormFields (and as the argument, for watch()). */
  children: React.ReactNode | ((form: ReturnType<typeof useApiForm<S, R>>['form']) => React.ReactNode);
};

/**
 * Every create/edit dialog: one form on one schema (`useApiForm`), the form reset to `defaultValues` each time
 * it opens, inputs disabled while saving, the banner above Cancel/Submit, and a guard that asks before a
 * dirty form is thrown away by Escape, a click outside, × or Cancel (and, while open, before the page unloads).
 */
export function FormDialog<S extends z.ZodType<FieldValues, FieldValues>, R = unknown>(props: FormDialogProps<S, R>) {
  const { title, description, submitLabel, savingLabel, trigger, open: openProp, onOpenChange, closeOnSuccess = true, className, submitDisabled, children, ...formOptions } = props;
  // Starts open when a click loaded it (lazyDialog, components/ui/lazy-dialog.tsx).
  const [openState, setOpenState] = React.useState(React.useContext(OpenOnMount));
  const open = openProp ?? openState;
  const [confirmingDiscard, setConfirmingDiscard] = React.useState(false);

  const setOpen = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  const api = useApiForm<S, R>({
    ...formOptions,
    guardUnsaved: open && formOptions.guardUnsaved !== false,
    onSuccess: async (data, values) => {
      await formOptions.onSuccess?.(data, values);
      if (closeOnSuccess) {
        api.form.reset(api.form.getValues()); // not dirty any more: closing asks nothing
        setOpen(false);
      }
    },
  });

  // Fresh values each time the dialog opens (edit dialogs see the record as loaded now).
  const wasOpen = React.useRef(false);
  React.useEffect(() => {
    if (open && !wasOpen.current) {
      api.reset(formOptions.defaultValues);
      setConfirmingDiscard(false);
    }
    wasOpen.current = open;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  // Read during render: react-hook-form computes only the form state a render subscribed to.
  const { isDirty } = api.form.formState;
  // Watched only by dialogs that disable submit on their values (no re-render per keystroke otherwise).
  const watched = useWatch({ control: api.form.control, disabled: !submitDisabled });
  const nothingToSend = submitDisabled ? submitDisabled({ ...api.form.getValues(), ...watched } as z.input<S>) : false;

  function requestClose(next: boolean) {
    if (next) return setOpen(true);
    if (api.saving) return;
    if (isDirty && !confirmingDiscard) {
      setConfirmingDiscard(true);
      return;
    }
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={requestClose}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className ?? "sm:max-w-2xl"} title={title} description={description}>
        <FormFields form={api.form}>
          <form onSubmit={api.onSubmit} className="grid gap-5" aria-busy={api.saving} noValidate>
            <fieldset className="grid gap-4" disabled={api.saving}>
              {typeof children === 'function' ? children(api.form) : children}
            </fieldset>
            <FormErrorBanner message={api.banner} />
            {confirmingDiscard ? (
              <DiscardChangesPrompt onKeep={() => setConfirmingDiscard(false)} onDiscard={() => setOpen(false)} />
            ) : (
              <FormDialogFooter saving={api.saving} onCancel={() => requestClose(false)} submitLabel={submitLabel} savingLabel={savingLabel} submitDisabled={nothingToSend} />
            )}
          </form>
        </FormFields>
      </DialogContent>
    </Dialog>
  );
}
