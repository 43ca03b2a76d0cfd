import { fmrQuerySchema } from "@common/schemas/fmr-query";
import { fmrStanding } from "@server/vouchers/listing-panel";
import type { Route } from "./+types/vouchers.fmr";

/**
 * GET /vouchers/fmr?zip=&bedrooms=&rent=&utilitiesIncluded=&tenantUtilities=: the HUD FMR for a ZIP and
 * size and where a rent stands against it, for the list-property form's hint. Public data (HUD's) about the
 * values the caller sends, nothing stored, so anyone may ask. `standing` is null for a ZIP HUD publishes no
 * FMR for; bad input is a 400 with each field's message.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = fmrQuerySchema.safeParse(params);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
    return Response.json({ errors }, { status: 400 });
  }
  const q = parsed.data;
  const standing = fmrStanding({
    country: "United States",
    zipCode: q.zip,
    bedrooms: q.bedrooms ?? null,
    rent: q.rent ?? 0,
    utilitiesIncluded: q.utilitiesIncluded,
    tenantUtilitiesMonthly: q.tenantUtilities ?? null,
  });
  return Response.json({ standing }, { headers: { "Cache-Control": "public, max-age=3600" } });
}
