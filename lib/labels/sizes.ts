/**
 * The page boxes labels print on (client-safe). Each label page offers the sizes that fit what it prints and
 * reads the choice from `?size=`; every label is drawn at exactly its size and printed one per page with no
 * margin (`@page label-4x6 { size: 4in 6in; margin: 0 }`, app/globals.css).
 */
export const LABEL_SIZES = {
  '4x6': { name: '4 × 6 in', width: '4in', height: '6in' },
  '2x1': { name: '2 × 1 in', width: '2in', height: '1in' },
  letter: { name: 'Letter', width: '8.5in', height: '11in' },
  a4: { name: 'A4', width: '210mm', height: '297mm' },
} as const;

export type LabelSize = keyof typeof LABEL_SIZES;

/** The size `?size=` asks for when the label offers it, else the label's first (its default). */
export function chosenSize<S extends LabelSize>(offered: readonly [S, ...S[]], raw: string | string[] | undefined): S {
  return offered.find((s) => s === raw) ?? offered[0];
}
