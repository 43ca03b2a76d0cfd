import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx). It does not merge conflicting Tailwind classes (tailwind-merge was 8 KB gzip on
 * every page): a component's own classes are never overridden by a caller's, so a caller adds only what the
 * component does not set (margins, widths, grid placement), and a look it needs is a variant or a size of
 * the component (Button's `variant`/`size`, Card's `tone`, Skeleton's `rounded`, Label's `size`).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
