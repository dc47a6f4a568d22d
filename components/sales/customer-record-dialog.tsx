'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { ProductPicker, type ProductOption } from '@/components/pickers/product-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OpenOnMount } from '@/components/ui/open-on-mount';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { fieldErrorsOf, messageOf, sendJson } from '@/lib/client/api';

export type RecordField = { name: string; label: string; kind?: 'text' | 'textarea' | 'product' };
export type CustomerRecordDialogProps = { customerId: number; path: 'contacts' | 'locations' | 'part-numbers'; title: string; label: string; fields: RecordField[] };

/** Add a contact, a ship-to location or a part cross-reference to a customer (POST /api/customers/{id}/…). */
export function CustomerRecordDialog({ customerId, path, title, label, fields }: CustomerRecordDialogProps) {
  const router = useRouter();
  const [open, setOpen] = React.useState(React.useContext(OpenOnMount));
  const [values, setValues] = React.useState<Record<string, string>>({});
  const [product, setProduct] = React.useState<ProductOption | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);

  async function submit() {
    setBanner(null);
    setErrors({});
    const body: Record<string, unknown> = {};
    for (const f of fields) body[f.name] = f.kind === 'product' ? (product?.id ?? null) : (values[f.name] ?? '').trim() || null;
    setSaving(true);
    const res = await sendJson(`/api/customers/${customerId}/${path}`, 'POST', body);
    setSaving(false);
    if (!res.ok) {
      setErrors(fieldErrorsOf(res.body));
      setBanner(messageOf(res.body, `The ${label.toLowerCase()} could not be added.`));
      return;
    }
    toast.success(`${label} added`);
    setOpen(false);
    setValues({});
    setProduct(null);
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm">Add {label}</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg" title={title} aria-describedby={undefined}>
        <div className="grid gap-4">
          <FormErrorBanner message={banner} />
          {fields.map((f) => {
            const id = `customer-${path}-${f.name}`;
            const error = errors[f.name];
            const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
            return (
              <div key={f.name} className="grid gap-1.5">
                <Label htmlFor={id}>{f.label}</Label>
                {f.kind === 'product' ? (
                  <ProductPicker id={id} value={product} onSelect={setProduct} />
                ) : f.kind === 'textarea' ? (
                  <Textarea id={id} rows={3} value={values[f.name] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))} {...described} />
                ) : (
                  <Input id={id} value={values[f.name] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))} {...described} />
                )}
                {error && (
                  <p id={`${id}-error`} className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <FormDialogFooter saving={saving} onCancel={() => setOpen(false)} submitLabel={`Add ${label}`} onSubmit={submit} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
