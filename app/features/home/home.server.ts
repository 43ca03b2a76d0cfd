import { locationOverrideSchema } from "@common/schemas/location";
import { parseWithZod } from "@conform-to/zod/v4";
import type { RequestContext } from "@server/context";
import { withSaved } from "@server/favourites/favourites-service";
import { homePageData } from "@server/home/service";
import { locationOverrideCookie, resolveVisitorLocation } from "@server/location/service";
import { redirect } from "react-router";
import { reply } from "~/lib/action-result.server";
import { pageMessages, serverT } from "~/lib/i18n.server";

/**
 * The home page: the visitor's location (override cookie, else detected from the address) is resolved
 * before the shell renders; every data-driven section is a promise that streams in behind its skeleton.
 */
export async function loadHome({ request, context }: { request: Request; context: RequestContext }) {
  const { location, source } = await resolveVisitorLocation({
    cookieHeader: request.headers.get("cookie"),
    clientIp: context.clientIp,
    logger: context.logger,
  });
  const changeLocation = new URL(request.url).searchParams.has("changeLocation");
  const t = serverT(context.locale, "home");
  return {
    // The listing and Rent Party cards bring their own areas' texts.
    messages: pageMessages(context.locale, "home", "cards"),
    meta: {
      title: t("home.meta.title"),
      description: t("home.meta.description"),
      ogTitle: t("home.meta.ogTitle"),
    },
    location,
    locationSource: source,
    changeLocation,
    ...withHearts(
      context,
      homePageData(
        {
          db: context.deps.db,
          marketData: context.deps.marketData,
          logger: context.logger,
          readCache: context.deps.readCache,
        },
        location,
      ),
    ),
  };
}

/**
 * The listing cards with the signed-in reader's hearts (one query per list, after the shared cached read);
 * a visitor's lists are left as they are, so the page is the same for every visitor.
 */
function withHearts<
  D extends {
    featuredListings: Promise<{ id: string }[]>;
    rentalsNearYou: Promise<{ id: string }[] | null>;
  },
>(context: RequestContext, data: D): D {
  const { user } = context;
  if (!user) return data;
  const db = context.deps.db;
  // The same cards with `saved` added (ListingCard reads it), so the lists keep their types.
  return {
    ...data,
    featuredListings: data.featuredListings.then((cards) => withSaved(db, user, cards)),
    rentalsNearYou: data.rentalsNearYou.then((cards) => (cards ? withSaved(db, user, cards) : cards)),
  } as D;
}

/**
 * Sets the location override: from the Change Location dialog (intent "location") or a chosen nearby area
 * (intent "nearby", which then opens /rentals for that city and state). Bad input is a 400 with field
 * errors, never a 500. Without JavaScript the dialog's plain form POST ends in a redirect to the home page.
 */
export async function homeAction({ request, context }: { request: Request; context: RequestContext }) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    formData = new FormData();
  }
  const submission = parseWithZod(formData, { schema: locationOverrideSchema });
  if (submission.status !== "success") return reply(submission);
  const headers = new Headers({
    "Set-Cookie": await locationOverrideCookie(submission.value, {
      secure: context.deps.publicUrl.startsWith("https://"),
    }),
  });
  if (formData.get("intent") === "nearby") {
    // The search matches what listings store (e.g. "MI"), so it gets the area's own spelling.
    const params = new URLSearchParams({
      city: String(formData.get("city") ?? "").trim(),
      state: String(formData.get("state") ?? "").trim(),
    });
    return redirect(`/rentals?${params}`, { headers });
  }
  if (formData.get("js") === "1") return reply(submission, { headers });
  return redirect("/", { headers });
}
