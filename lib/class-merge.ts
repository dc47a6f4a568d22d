/**
 * Merges Tailwind class lists the way tailwind-merge does, for the utilities this app uses, in a fraction of
 * tailwind-merge's size (which came with every page): `cn('px-4 text-sm', 'px-2')` → `'text-sm px-2'` (the
 * later class of a group wins, as the caller means; in the stylesheet the order of the rules decides).
 *
 * A class's group comes from its utility (`px`, `text` + a size → font size, `text` + anything else → colour …);
 * the same group under the same variants (`hover:`, `sm:`, `data-[state=open]:`, in any order) and importance
 * is one slot, and some groups clear others (`p` clears `px`, `size` clears `w` and `h`, a font size clears
 * `leading`). A class of no known group (`animate-in`, `group`, a custom class) is always kept, as
 * tailwind-merge keeps the classes it does not know.
 *
 * `lib/class-merge.test.ts` compares it with tailwind-merge itself on every pair of classes written in
 * components/, app/ and lib/: a new utility that merges differently fails there; add its group below.
 */

// Groups by the whole class, value included.
const EXACT: Record<string, string> = {};
function exact(group: string, classes: string) {
  for (const c of classes.split(' ')) EXACT[c] = group;
}
exact('display', 'block inline-block inline flex inline-flex grid inline-grid hidden contents table inline-table table-row table-cell table-caption flow-root list-item');
exact('position', 'static fixed absolute relative sticky');
exact('visibility', 'visible invisible collapse');
exact('sr', 'sr-only not-sr-only');
exact('text-overflow', 'truncate text-ellipsis text-clip');
exact('text-transform', 'uppercase lowercase capitalize normal-case');
exact('text-decoration-line', 'underline overline line-through no-underline');
exact('font-style', 'italic not-italic');
exact('font-smoothing', 'antialiased subpixel-antialiased');
exact('fvn-spacing', 'tabular-nums proportional-nums');
exact('fvn-figure', 'lining-nums oldstyle-nums');
exact('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
exact('flex-wrap', 'flex-wrap flex-wrap-reverse flex-nowrap');
exact('break', 'break-normal break-words break-all break-keep');
exact('border-style', 'border-solid border-dashed border-dotted border-double border-hidden border-none');
exact('border-collapse', 'border-collapse border-separate');
exact('outline-w', 'outline');
exact('outline-style', 'outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double');
exact('border-w', 'border');
exact('border-w-x', 'border-x');
exact('border-w-y', 'border-y');
exact('border-w-t', 'border-t');
exact('border-w-r', 'border-r');
exact('border-w-b', 'border-b');
exact('border-w-l', 'border-l');
exact('divide-y', 'divide-y');
exact('divide-x', 'divide-x');
exact('rounded', 'rounded');
for (const side of ['s', 'e', 't', 'r', 'b', 'l', 'tl', 'tr', 'br', 'bl']) exact(`rounded-${side}`, `rounded-${side}`);
exact('shadow', 'shadow');
exact('ring-w', 'ring');
exact('ring-w-inset', 'ring-inset');
exact('transition', 'transition');
exact('blur', 'blur');
exact('backdrop-blur', 'backdrop-blur');
exact('container-type', '@container');
exact('grow', 'grow');
exact('shrink', 'shrink');
exact('resize', 'resize');
exact('isolation', 'isolate isolation-auto');

// Groups by utility name (the class up to its value); the value does not matter.
const PLAIN = new Set(
  (
    'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml gap gap-x gap-y space-x space-y w h size min-w min-h max-w ' +
    'max-h inset inset-x inset-y top right bottom left start end z opacity order basis grow shrink col-span col-start ' +
    'col-end row-span row-start row-end grid-cols grid-rows auto-rows auto-cols grid-flow translate translate-x ' +
    'translate-y scale scale-x scale-y rotate duration delay ease leading tracking line-clamp underline-offset ' +
    'scroll-mt scroll-mb scroll-my scroll-m scroll-pt scroll-p aspect origin cursor overflow overflow-x overflow-y ' +
    'items justify justify-items justify-self self content place-content place-items place-self align whitespace ' +
    'field-sizing accent caret fill stroke caption list object pointer-events select appearance will-change ' +
    'rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded-tl rounded-tr rounded-br rounded-bl ' +
    'transition decoration resize columns backdrop-blur blur'
  ).split(' '),
);

const COLORLESS_TEXT = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const TEXT_WRAP = new Set(['wrap', 'nowrap', 'balance', 'pretty']);
const FONT_WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const SHADOW_SIZES = new Set(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner']);
const T_SHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const NUMBER = /^\d+(\.\d+)?$/;
const ARBITRARY_LENGTH = /^\[(length:|\d|calc\(|min\(|max\(|clamp\(|var\()/;

function isWidth(value: string): boolean {
  return NUMBER.test(value) || ARBITRARY_LENGTH.test(value) || value === 'px';
}

/** The group of a class's utility part (no variants, no `!`, no leading `-`), or undefined when unknown. */
function groupOf(base: string): string | undefined {
  if (base.startsWith('[') && base.endsWith(']')) {
    const colon = base.indexOf(':');
    return colon > 1 ? `[${base.slice(1, colon)}]` : undefined;
  }
  const slash = postfixAt(base);
  const utility = slash > 0 ? base.slice(0, slash) : base;
  const known = EXACT[utility] ?? valued(utility);
  return known ?? (slash > 0 ? (EXACT[base] ?? valued(base)) : undefined);
}

/** The group of `prefix-value` classes: the longest known prefix, then the value where it decides. */
function valued(utility: string): string | undefined {
  // `inset-x`, `gap-x` alone are names without a value: no class.
  if (PLAIN.has(utility)) return undefined;
  for (let dash = utility.lastIndexOf('-'); dash > 0; dash = utility.lastIndexOf('-', dash - 1)) {
    const prefix = utility.slice(0, dash);
    const value = utility.slice(dash + 1);
    const group = byPrefix(prefix, value);
    if (group) return group;
  }
  return undefined;
}

function byPrefix(prefix: string, value: string): string | undefined {
  switch (prefix) {
    case 'text':
      if (T_SHIRT.test(value) || value === 'base' || ARBITRARY_LENGTH.test(value)) return 'font-size';
      if (COLORLESS_TEXT.has(value)) return 'text-align';
      if (TEXT_WRAP.has(value)) return 'text-wrap';
      return 'text-color';
    case 'font':
      return FONT_WEIGHTS.has(value) || NUMBER.test(value) ? 'font-weight' : 'font-family';
    case 'bg':
      if (/^(linear-to|radial|conic|none)/.test(value)) return 'bg-image';
      if (value === 'fixed' || value === 'local' || value === 'scroll') return 'bg-attachment';
      if (value === 'auto' || value === 'cover' || value === 'contain') return 'bg-size';
      if (/^(no-repeat|repeat)/.test(value)) return 'bg-repeat';
      if (/^(top|bottom|center|left|right)/.test(value)) return 'bg-position';
      return 'bg-color';
    case 'from':
    case 'via':
    case 'to':
      return /^\d+%$/.test(value) ? `gradient-${prefix}-pos` : `gradient-${prefix}`;
    case 'border':
    case 'border-x':
    case 'border-y':
    case 'border-t':
    case 'border-r':
    case 'border-b':
    case 'border-l': {
      const side = prefix.slice(6);
      return `border-${isWidth(value) ? 'w' : 'color'}${side}`;
    }
    case 'rounded':
      return 'rounded';
    case 'shadow':
      return SHADOW_SIZES.has(value) ? 'shadow' : 'shadow-color';
    case 'ring':
      return isWidth(value) ? 'ring-w' : 'ring-color';
    case 'ring-offset':
      return isWidth(value) ? 'ring-offset-w' : 'ring-offset-color';
    case 'outline':
      return isWidth(value) ? 'outline-w' : 'outline-color';
    case 'outline-offset':
      return isWidth(value) ? 'outline-offset' : undefined;
    case 'flex':
      return NUMBER.test(value) || /^(\d+\/\d+|auto|initial|none|\[.*\])$/.test(value) ? 'flex' : undefined;
    case 'animate':
      return value === 'spin' || value === 'ping' || value === 'pulse' || value === 'bounce' || value === 'none' ? 'animate' : undefined;
    default:
      return PLAIN.has(prefix) ? prefix : undefined;
  }
}

/** Groups a class of the key group clears when it comes later. */
const CLEARS: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  flex: ['basis', 'grow', 'shrink'],
  translate: ['translate-x', 'translate-y'],
  scale: ['scale-x', 'scale-y'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-x', 'border-color-y', 'border-color-t', 'border-color-r', 'border-color-b', 'border-color-l'],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  'fvn-normal': ['fvn-spacing', 'fvn-figure'],
};

/** Where an opacity/line-height postfix starts (`bg-black/50`, `w-1/2`): the last `/` outside brackets. */
function postfixAt(base: string): number {
  let depth = 0;
  for (let i = base.length - 1; i > 0; i--) {
    const ch = base[i];
    if (ch === ']' || ch === ')') depth++;
    else if (ch === '[' || ch === '(') depth--;
    else if (ch === '/' && depth === 0) return i;
  }
  return -1;
}

/** Splits `sm:hover:!-mt-2` into its variants and its utility, at the colons outside brackets. */
function splitVariants(className: string): { variants: string[]; base: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const ch = className[i];
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (ch === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  return { variants, base: className.slice(start) };
}

/** Variants sorted where their order does not matter; an arbitrary variant (`[&>svg]:`) keeps its place. */
function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith('[')) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  out.push(...run.sort());
  return out.join(':');
}

const cache = new Map<string, string>();

/** The class list with the earlier of two conflicting classes left out (see the file's comment). */
export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    if (!className) continue;
    const { variants, base: raw } = splitVariants(className);
    let base = raw;
    let important = '';
    if (base.startsWith('!')) {
      important = '!';
      base = base.slice(1);
    } else if (base.endsWith('!')) {
      important = '!';
      base = base.slice(0, -1);
    }
    const group = groupOf(base.startsWith('-') ? base.slice(1) : base);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const prefix = `${variantKey(variants)}:${important}`;
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const cleared of CLEARS[group] ?? []) taken.add(prefix + cleared);
    kept.push(className);
  }
  const merged = kept.reverse().join(' ');
  if (cache.size > 1000) cache.clear();
  cache.set(classList, merged);
  return merged;
}
