import type * as React from "react";
import { Children, cloneElement } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/80",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  destructive: "bg-red-600 text-white hover:bg-red-700",
  /** An outlined button for removing something (a photo). */
  "outline-danger": "border border-slate-300 bg-white text-red-700 hover:bg-red-50",
  link: "text-brand-700 underline-offset-4 hover:underline",
} as const;

// Height and text, then the side padding (none for a link). Classes are never overridden by the caller's
// (`cn` joins, it does not merge): a look a caller needs is a variant or a size here.
const sizes = {
  sm: "h-9 text-sm",
  md: "h-11 text-sm",
  lg: "h-12 text-base",
  /** Grows with its text (a long label on a narrow card): at least 44 px high. */
  block: "min-h-11 py-2 text-sm",
} as const;
const padding = { sm: "px-3", md: "px-4", lg: "px-6", block: "px-4" } as const;

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
}

/**
 * A button, or with `asChild` its one child (a `Link` or an anchor) styled as one. `asChild` only ever wraps a
 * link that needs no handler of the button's, so the child is cloned with the classes and props here rather
 * than through Radix's Slot (about 1 KB gzip on every page).
 */
export function Button({
  className,
  variant = "primary",
  size = "md",
  asChild,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed",
    sizes[size],
    variant === "link" ? "px-0" : padding[size],
    variants[variant],
    className,
  );
  if (asChild) {
    const child = Children.only(children) as React.ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, className: cn(classes, child.props.className) });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
