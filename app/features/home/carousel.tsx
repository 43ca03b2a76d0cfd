import type * as React from "react";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

const DESKTOP_COUNT = 3;

/**
 * Up to 6 cards: a swipeable carousel on small screens, the first 3 in a grid on desktop
 * (the product's numbers: 3 listings on desktop, up to 6 in the mobile carousel).
 */
export function Carousel({ label, children }: { label: string; children: React.ReactNode[] }) {
  const t = useT();
  // A named group, not a region: it sits inside its section's region, which already has the same name.
  return (
    <div
      role="group"
      aria-roledescription={t("home.carousel")}
      aria-label={label}
      className="-mx-4 overflow-x-auto px-4 pb-2 md:mx-0 md:overflow-visible md:px-0 md:pb-0"
    >
      <ul className="flex snap-x snap-mandatory gap-4 md:grid md:grid-cols-3">
        {children.map((child, index) => (
          <li
            key={index}
            className={cn(
              "w-[80%] max-w-80 shrink-0 snap-start md:w-auto md:max-w-none",
              index >= DESKTOP_COUNT && "md:hidden",
            )}
          >
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Three skeleton cards: one on phones, two on tablets, three on desktop. */
export function SkeletonRow({ card }: { card: React.ReactNode }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
      {Array.from({ length: DESKTOP_COUNT }, (_, i) => (
        <li key={i} className={cn(i === 1 && "hidden sm:block", i >= 2 && "hidden md:block")}>
          {card}
        </li>
      ))}
    </ul>
  );
}
