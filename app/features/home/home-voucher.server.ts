import type { RequestContext } from "@server/context";
import { withVoucherFit } from "@server/vouchers/card-fit";
import { readRenterVoucher } from "@server/vouchers/renter-voucher";
import { data } from "react-router";
import { pageMessages } from "~/lib/i18n.server";

/** A page with the reader's own verdicts is theirs: no shared cache or saved offline copy keeps it. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

type Card = { id: string; priceCents: number; bedrooms: number | null };

/**
 * The home page's listing cards with the verdict for the reader's own voucher (account or cookie), as on
 * /rentals' cards: one query for both lists' facts, after their shared cached reads; the page is then
 * private. Without a voucher the page is left as it was, so every visitor without one still gets the same
 * (cached) page: a voucher cookie keeps a request out of the anonymous page cache (server/page-cache.ts).
 */
export async function withHomeVoucherFit<
  C extends Card,
  H extends {
    messages: ReturnType<typeof pageMessages>;
    featuredListings: Promise<C[]>;
    rentalsNearYou: Promise<C[] | null>;
  },
>(home: H, { request, context }: { request: Request; context: RequestContext }) {
  const saved = await readRenterVoucher(context.deps, context.user, request);
  if (!saved) return data(home);
  // Each list still fails or streams on its own; the verdicts wait for both and read their facts at once.
  const verdicts = Promise.allSettled([home.featuredListings, home.rentalsNearYou]).then(async (lists) => {
    const cards = lists.flatMap((list) => (list.status === "fulfilled" ? (list.value ?? []) : []));
    const fitted = await withVoucherFit(context.deps.db, cards, saved);
    return new Map(fitted.map((card) => [card.id, card.voucherFit]));
  });
  const withVerdicts = async (cards: C[]) => {
    const byId = await verdicts;
    return cards.map((card) => ({ ...card, voucherFit: byId.get(card.id) ?? null }));
  };
  return data(
    {
      ...home,
      // The verdict lines' texts, for this reader only.
      messages: [home.messages, pageMessages(context.locale, "voucherFit")],
      featuredListings: home.featuredListings.then(withVerdicts),
      rentalsNearYou: home.rentalsNearYou.then((cards) => (cards ? withVerdicts(cards) : cards)),
    },
    { headers: PRIVATE_HEADERS },
  );
}
