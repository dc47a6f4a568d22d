import { Button } from './button';
import { DialogFooter } from './dialog';
import { Spinner } from './spinner';

/**
 * Cancel + submit of a form dialog: both disabled while saving, a spinner on submit. The submit button is
 * the form's submit unless `onSubmit` is given (for dialogs whose content is not one <form>).
 */
export function FormDialogFooter({
  saving,
  onCancel,
  submitLabel,
  savingLabel,
  submitDisabled = false,
  onSubmit,
}: {
  saving: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** Shown on the submit button while saving; the label stays when omitted. */
  savingLabel?: string;
  submitDisabled?: boolean;
  onSubmit?: () => void;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
        Cancel
      </Button>
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} disabled={saving || submitDisabled}>
        {saving && <Spinner label="" />}
        {saving && savingLabel ? savingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
