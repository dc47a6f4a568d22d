import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A page form's submit: disabled, with a spinner, while the form saves (dialogs use FormDialogFooter). */
export function SubmitButton({ saving, children }: { saving: boolean; children: React.ReactNode }) {
  return (
    <Button type="submit" disabled={saving}>
      {saving && <Spinner label="Saving" className="size-4" />}
      {children}
    </Button>
  );
}
