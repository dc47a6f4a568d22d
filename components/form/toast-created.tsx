'use client';

import { toast } from '@/components/ui/toast';

/**
 * After a create: lists page on the server, so the new row may be on another page. The toast names the
 * record and links to it (the caller may also navigate there directly).
 */
export function toastCreated(message: string, href: string, navigate: (href: string) => void): void {
  toast.success(message, { action: { label: 'Open', onClick: () => navigate(href) } });
}
