import { Alert, AlertDescription } from '@/components/ui/alert';

/** The error banner inside the mold dialogs; renders nothing without a message. */
export function FormErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription className="font-medium">{message}</AlertDescription>
    </Alert>
  );
}
