'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { FormDialog, toastCreated } from '@/components/form';
import {
  addMoldBanner,
  CREATE_FAILED_MESSAGE,
  emptyMoldForm,
  moldFormFrom,
  moldRequestBody,
  UPDATE_FAILED_MESSAGE,
} from '@/lib/molds/form';
import { createMoldSchema, updateMoldSchema } from '@/lib/molds/schemas';
import type { MoldDto } from '@/lib/molds/types';
import { MoldFormFields } from './mold-form-fields';

/**
 * Add Mold (no `mold`) and Edit Mold (`mold`): one dialog on the schemas the server parses with. Add reloads
 * the list and offers the new mold in a toast (lists page on the server: it may be on another page); Edit
 * sends the version the page was loaded at, so a change made meanwhile is refused (409) instead of
 * overwritten. Server errors land under their fields and in the banner.
 */
export function MoldFormDialog({ mold, trigger }: { mold?: MoldDto; trigger: React.ReactNode }) {
  const router = useRouter();
  const fields = <MoldFormFields mode={mold ? 'edit' : 'create'} initialCustomer={mold?.customer ?? null} />;

  if (mold) {
    return (
      <FormDialog
        title="Edit Mold"
        description={`${mold.mold_code} — counters change only through usage and maintenance records.`}
        trigger={trigger}
        schema={updateMoldSchema}
        defaultValues={moldFormFrom(mold)}
        request={(values) => ({ url: `/api/molds/${mold.id}`, method: 'PUT', body: moldRequestBody(values, mold.version) })}
        failureMessage={UPDATE_FAILED_MESSAGE}
        submitLabel="Save Changes"
        savingLabel="Saving..."
        onSuccess={() => {
          toast.success('Mold updated');
          router.refresh();
        }}
      >
        {fields}
      </FormDialog>
    );
  }

  return (
    <FormDialog<typeof createMoldSchema, MoldDto>
      title="Add Mold"
      description="Register a mold with its ownership, cavities and shot-based maintenance interval."
      trigger={trigger}
      schema={createMoldSchema}
      defaultValues={emptyMoldForm()}
      request={(values) => ({ url: '/api/molds', method: 'POST', body: moldRequestBody(values) })}
      failureMessage={CREATE_FAILED_MESSAGE}
      invalidMessage={addMoldBanner}
      submitLabel="Create Mold"
      savingLabel="Creating..."
      onSuccess={(created) => {
        toastCreated(`Mold ${created.mold_code} created`, `/molds/${created.id}`, router.push);
        router.refresh();
      }}
    >
      {fields}
    </FormDialog>
  );
}
