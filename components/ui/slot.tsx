import * as React from "react";
import { composeRefs } from "./compose-refs";

type AnyProps = Record<string, unknown>;

/**
 * Renders its only child with the slot's props merged in (`asChild`: a Button drawn as a <Link>): the child's
 * props win, except that both event handlers run (the child's first), classes are joined, styles merged and
 * refs composed — what Radix's Slot does for this use, without loading Radix on every page.
 */
function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  const child = React.Children.only(children);
  if (!React.isValidElement<AnyProps>(child)) return null;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (key === "style") merged[key] = { ...(slotValue as object), ...(childValue as object) };
    else if (key === "className") merged[key] = [slotValue, childValue].filter(Boolean).join(" ");
  }
  if (slotProps.ref && childProps.ref) merged.ref = composeRefs(slotProps.ref as React.Ref<unknown>, childProps.ref as React.Ref<unknown>);
  return React.cloneElement(child, merged);
}

export { Slot };
