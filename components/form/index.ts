export { FormDialog } from './form-dialog';
export { FormErrorBanner } from './form-error-banner';
export { CheckboxField, CustomField, DateField, NumberField, SelectField, TextareaField, TextField } from './fields';
export { FormFields } from './form-fields';
export { InertFields } from './field-binding';
export { applyServerErrors, useApiForm, type ApiForm, type ApiRequest, type UseApiFormOptions } from './use-api-form';
export { toastCreated } from './toast-created';
export { UnsavedChangesGuard, useUnsavedChanges, type UnsavedChanges } from './unsaved-changes';
export { DiscardChangesPrompt } from './discard-changes-prompt';
