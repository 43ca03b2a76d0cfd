import { type FieldErrors, formDataToObject, parseWith } from "@common/schemas/form-data";
import { locationOverrideSchema } from "@common/schemas/location";
import type { RequestContext } from "@server/context";
import { homePageData } from "@server/home/service";
import { locationOverrideCookie, resolveVisitorLocation } from "@server/location/service";
import { data, redirect } from "react-router";

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
  return {
    location,
    locationSource: source,
    changeLocation,
    ...homePageData(
      { db: context.deps.db, marketData: context.deps.marketData, logger: context.logger },
      location,
    ),
  };
}

export type HomeLoaderData = Awaited<ReturnType<typeof loadHome>>;

export interface LocationActionResult {
  ok: boolean;
  fieldErrors?: FieldErrors;
}

/**
 * Sets the location override: from the Change Location dialog (intent "location") or a chosen nearby area
 * (intent "nearby", which then opens /rentals for that city and state). Bad input is a 400 with field
 * errors, never a 500. Without JavaScript the dialog's plain form POST ends in a redirect to the home page.
 */
export async function homeAction({ request, context }: { request: Request; context: RequestContext }) {
  let form: Record<string, string>;
  try {
    form = formDataToObject(await request.formData());
  } catch {
    return data<LocationActionResult>({ ok: false, fieldErrors: {} }, { status: 400 });
  }
  const parsed = parseWith(locationOverrideSchema, {
    country: form.country,
    state: form.state,
    city: form.city,
  });
  if (!parsed.ok)
    return data<LocationActionResult>({ ok: false, fieldErrors: parsed.fieldErrors }, { status: 400 });
  const headers = new Headers({
    "Set-Cookie": locationOverrideCookie(parsed.data, {
      secure: context.deps.env.PUBLIC_URL.startsWith("https://"),
    }),
  });
  if (form.intent === "nearby") {
    // The search matches what listings store (e.g. "MI"), so it gets the area's own spelling.
    const params = new URLSearchParams({
      city: (form.city ?? "").trim(),
      state: (form.state ?? "").trim(),
    });
    return redirect(`/rentals?${params}`, { headers });
  }
  if (form.js === "1") return data<LocationActionResult>({ ok: true }, { headers });
  return redirect("/", { headers });
}
