/**
 * The error banner inside the mold dialogs. Dark red on light red (WCAG AA: the kit's destructive Alert
 * description renders at 90% opacity, which axe flags for contrast).
 */
export function FormErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </div>
  );
}
