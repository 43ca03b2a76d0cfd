import type * as React from "react";
import { Card } from "~/components/ui/card";

/** An admin queue (verification requests, listing reports): a two-column grid of cards, or a dashed note
 * saying nothing is waiting. */
export function AdminQueue<T extends { id: string }>({
  items,
  empty,
  children,
}: {
  items: T[];
  empty: string;
  children: (item: T) => React.ReactNode;
}) {
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {empty}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** One card of an admin queue: a region named by its heading. */
export function AdminQueueCard({
  headingId,
  testId,
  children,
}: {
  headingId: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Card
      className="flex h-full flex-col gap-3 p-5"
      role="region"
      aria-labelledby={headingId}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
