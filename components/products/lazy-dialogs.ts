'use client';

import dynamic from 'next/dynamic';

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

export const AddProductDialog = dynamic(() => loadProductForm().then((m) => m.AddProductDialog), { ssr: false });
export const EditProductDialog = dynamic(() => loadProductForm().then((m) => m.EditProductDialog), { ssr: false });
export const BomEditorDialog = dynamic(() => loadBomEditor().then((m) => m.BomEditorDialog), { ssr: false });
