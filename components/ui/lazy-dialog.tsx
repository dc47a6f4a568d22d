'use client';

import * as React from 'react';
import { Slot } from './slot';
import { componentLoader } from './component-loader';
import { OpenOnMount } from './open-on-mount';

type Options<P> = {
  /**
   * The button shown until the dialog's code has loaded, for dialogs that draw their own trigger (no `trigger`
   * prop). It must look like the dialog's own trigger: it is swapped for it on first use.
   */
  placeholder?: (props: P) => React.ReactElement;
  /** What the trigger opens (`aria-haspopup`): "dialog" by default, "menu" for a dropdown menu. */
  popup?: 'dialog' | 'menu';
};

/**
 * A create/edit dialog whose code (react-hook-form, the zod schemas, the Radix dialog) loads on first use
 * instead of with the page. Until then its trigger is drawn alone: pointing at it or focusing it starts the
 * download, a click (or Enter/Space) loads the dialog and opens it (`OpenOnMount`). The loaded component gets
 * the same props, so a page swaps `import { XDialog } from './x-dialog'` for the lazy one and nothing else.
 *
 *   export const MoldFormDialog = lazyDialog(() => import('./mold-form-dialog').then((m) => m.MoldFormDialog));
 *
 * Dropdown menus load the same way (`popup: 'menu'`; `DropdownMenu` reads `OpenOnMount` as `Dialog` does).
 * A dialog that keeps its own `open` state (a controlled `Dialog`) starts it from `useContext(OpenOnMount)`, as
 * `FormDialog` and the inventory import do: `Dialog`'s default cannot open a controlled dialog.
 */
export function lazyDialog<P extends object>(load: () => Promise<React.ComponentType<P>>, options: Options<P> = {}) {
  const popup = options.popup ?? 'dialog';
  const { preload, loaded, warm } = componentLoader(load);

  function LazyDialog(props: P) {
    const [Component, setComponent] = React.useState<React.ComponentType<P> | null>(loaded);
    const [opening, setOpening] = React.useState(false);
    if (Component) {
      return (
        <OpenOnMount.Provider value={opening}>
          <Component {...props} />
        </OpenOnMount.Provider>
      );
    }
    const trigger = options.placeholder ? options.placeholder(props) : (props as { trigger?: React.ReactNode }).trigger;
    if (!React.isValidElement(trigger)) return null;
    const open = (event: React.MouseEvent) => {
      if (event.defaultPrevented) return;
      setOpening(true);
      preload().then(
        (component) => setComponent(() => component),
        (error: unknown) => {
          setOpening(false);
          console.error('The dialog could not be loaded', error);
        },
      );
    };
    return (
      <Slot aria-haspopup={popup} aria-expanded={false} aria-busy={opening || undefined} data-state="closed" onClick={open} onPointerEnter={warm} onFocus={warm}>
        {trigger}
      </Slot>
    );
  }
  LazyDialog.preload = warm;
  return LazyDialog;
}

/**
 * A controlled dialog (`open`/`onOpenChange`, opened from a menu or a row action) whose code loads the first time
 * it is asked open; nothing is drawn until then.
 */
export function lazyControlledDialog<P extends { open: boolean }>(load: () => Promise<React.ComponentType<P>>) {
  const { preload, loaded, warm } = componentLoader(load);

  function LazyControlledDialog(props: P) {
    const [Component, setComponent] = React.useState<React.ComponentType<P> | null>(loaded);
    const wanted = props.open && !Component;
    React.useEffect(() => {
      if (!wanted) return;
      preload().then(
        (component) => setComponent(() => component),
        (error: unknown) => console.error('The dialog could not be loaded', error),
      );
    }, [wanted]);
    return Component ? <Component {...props} /> : null;
  }
  LazyControlledDialog.preload = warm;
  /** The code, loading it if need be: a caller that must not open the dialog before it can draw waits for it
   * (the unsaved-changes guard). */
  LazyControlledDialog.load = preload;
  return LazyControlledDialog;
}
