import type * as React from "react";
import { cn } from "~/lib/cn";

const cardTones = {
  white: "border-slate-200 bg-white",
  /** A warm highlight: the featured Rent Party, the crypto explainer, admin-only tools. */
  amber: "border-amber-200 bg-amber-50",
  /** Dark brand green with white text. */
  brand: "border-brand-800 bg-brand-800 text-white",
} as const;

export function Card({
  className,
  tone = "white",
  ...props
}: React.HTMLAttributes<HTMLDivElement> & { tone?: keyof typeof cardTones }) {
  return <div className={cn("rounded-xl border shadow-sm", cardTones[tone], className)} {...props} />;
}

export function Badge({
  className,
  tone = "neutral",
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & { tone?: "neutral" | "success" | "warning" | "info" }) {
  const tones = {
    neutral: "bg-slate-100 text-slate-700",
    success: "bg-brand-100 text-brand-800",
    warning: "bg-amber-100 text-amber-800",
    info: "bg-sky-100 text-sky-800",
  };
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

const skeletonRounding = { md: "rounded-md", xl: "rounded-xl", full: "rounded-full", none: "" } as const;

export function Skeleton({
  className,
  rounded = "md",
}: {
  className?: string;
  rounded?: keyof typeof skeletonRounding;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse bg-slate-200", skeletonRounding[rounded], className)}
    />
  );
}
