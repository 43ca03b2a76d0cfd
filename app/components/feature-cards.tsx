import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export type Feature = { icon: IconName; title: string; text: string };

/**
 * A grid of icon + title + text cards: the home page's trust badges and pillars, the campaign page's
 * three steps, the landlord page's reasons. `ordered` makes it a numbered list for steps.
 */
export function FeatureCards({
  items,
  className,
  ordered = false,
}: {
  items: readonly Feature[];
  /** The grid's columns, e.g. "md:grid-cols-3". */
  className?: string;
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={cn("mt-6 grid gap-4", className)}>
      {items.map((item) => (
        <li key={item.title}>
          <Card className="h-full p-5">
            <Icon name={item.icon} className="size-8 text-brand-600" />
            <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{item.text}</p>
          </Card>
        </li>
      ))}
    </List>
  );
}
