'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { Check, Copy, Plus } from '@/components/ui/icons';
import { FormDialog, SelectField, TextField } from '@/components/form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { createTokenSchema, TOKEN_EXPIRY_DAYS } from '@/lib/auth/schemas';

const EXPIRY_OPTIONS = TOKEN_EXPIRY_DAYS.map((d) => ({ value: String(d), label: d === 365 ? '1 year' : `${d} days` }));

/**
 * New Token: a name and an expiry; the token comes back once and is shown in a second dialog with a Copy
 * button. Closing that dialog is the last time anyone sees it (only its SHA-256 is stored).
 */
export function NewTokenButton() {
  const router = useRouter();
  const [created, setCreated] = React.useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = React.useState(false);

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      // Clipboard refused (no permission, not https): the text is selected for a manual copy.
      (document.getElementById('new-token-value') as HTMLInputElement | null)?.select();
    }
  }

  return (
    <>
      <FormDialog
        title="New Integration Token"
        description="For a system that calls the Moldline API as you (Authorization: Bearer …). It acts with your role."
        submitLabel="Create Token"
        className="sm:max-w-md"
        schema={createTokenSchema}
        defaultValues={{ name: '', expires_in_days: 30 }}
        request={(values) => ({ url: '/api/tokens', method: 'POST', body: values })}
        failureMessage="Failed to create the token"
        onSuccess={(data: { name: string; token: string }) => {
          setCopied(false);
          setCreated({ name: data.name, token: data.token });
          router.refresh();
        }}
        trigger={
          <Button>
            <Plus aria-hidden /> New Token
          </Button>
        }
      >
        <TextField name="name" label="Name" required placeholder="e.g. Press counter gateway" autoComplete="off" />
        <SelectField name="expires_in_days" label="Expires after" required numeric options={EXPIRY_OPTIONS} />
      </FormDialog>

      <Dialog open={created !== null} onOpenChange={(open) => !open && setCreated(null)}>
        <DialogContent className="sm:max-w-lg" title={`Token "${created?.name ?? ''}" created`} description="Copy it now. It will not be shown again.">
          <div className="grid gap-3">
            <Label htmlFor="new-token-value">Token</Label>
            <div className="flex gap-2">
              <Input id="new-token-value" readOnly value={created?.token ?? ''} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" onClick={copy} aria-label="Copy token">
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <Alert>
              <AlertDescription>Store it where the integration keeps its secrets. If it is lost, revoke it and create a new one.</AlertDescription>
            </Alert>
          </div>
          <DialogFooter>
            <Button type="button" onClick={() => setCreated(null)}>
              Done
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
