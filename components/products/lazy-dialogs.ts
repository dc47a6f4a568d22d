'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * The catalog's dialogs (react-hook-form, the zod schemas) load on first use rather than with the page; the
 * buttons that open them start the download when pointed at or focused (`preloadProductDialogs`).
 */
const loadProductForm = () => import('./product-form-dialog');
const loadBomEditor = () => import('@/components/boms/bom-editor-dialog');

export function preloadProductDialogs(): void {
  void loadProductForm();
}

export function preloadBomEditor(): void {
  void loadBomEditor();
}

export const AddProductDialog = clientOnly(() => loadProductForm().then((m) => m.AddProductDialog));
export const EditProductDialog = clientOnly(() => loadProductForm().then((m) => m.EditProductDialog));
export const BomEditorDialog = clientOnly(() => loadBomEditor().then((m) => m.BomEditorDialog));
