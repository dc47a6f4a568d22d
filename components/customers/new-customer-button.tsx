'use client';

import { Plus } from '@/components/ui/icons';
import { Button, type ButtonProps } from '@/components/ui/button';
import { CustomerFormDialog } from './lazy-dialogs';

export function NewCustomerButton({ label = 'New Customer', ...props }: ButtonProps & { label?: string }) {
  return (
    <CustomerFormDialog
      mode="create"
      trigger={
        <Button {...props}>
          <Plus aria-hidden="true" />
          {label}
        </Button>
      }
    />
  );
}
