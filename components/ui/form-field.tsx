import * as React from "react";

import { cn } from "@/lib/utils";
import { Label } from "@/components/ui/label";

type FormFieldProps = {
  label: React.ReactNode;
  /** The control's id: links the <label> to it. */
  htmlFor: string;
  /** Server or client validation message; shown under the control as role="alert". */
  error?: string | null;
  /** Optional help text under the control (hidden while an error shows). */
  description?: React.ReactNode;
  required?: boolean;
  className?: string;
  children: React.ReactNode;
};

/**
 * Label + control + error. The error paragraph's id is `${htmlFor}-error`: give the control
 * `aria-invalid={!!error}` and `aria-describedby={errorId(htmlFor)}` (see `fieldErrorProps`).
 */
function FormField({
  label,
  htmlFor,
  error,
  description,
  required = false,
  className,
  children,
}: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
      {error ? (
        <p id={errorId(htmlFor)} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : description ? (
        <p id={descriptionId(htmlFor)} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
    </div>
  );
}

function errorId(htmlFor: string) {
  return `${htmlFor}-error`;
}

function descriptionId(htmlFor: string) {
  return `${htmlFor}-description`;
}

/** Spread on the control: `<Input id="code" {...fieldErrorProps("code", errors.code)} />`. */
function fieldErrorProps(htmlFor: string, error?: string | null) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": errorId(htmlFor) }
    : { "aria-invalid": undefined, "aria-describedby": undefined };
}

export { FormField, fieldErrorProps, errorId, type FormFieldProps };
