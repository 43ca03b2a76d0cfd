import { AGENCY_SEARCH_LIMIT, AGENCY_SEARCH_MAX } from "@common/my-voucher";
import { searchAgencies } from "@server/vouchers/fmr-lookup";
import type { Route } from "./+types/my-voucher_.agencies";

/**
 * GET /my-voucher/agencies?q=: the housing agencies whose name, city or code match, for the "My voucher"
 * agency search. Public directory data (HUD's), so anyone may ask; a query that is blank or too long, or
 * holds control characters, finds nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters
  const usable = q !== "" && q.length <= AGENCY_SEARCH_MAX && !/[\u0000-\u001f\u007f]/.test(q);
  const agencies = usable
    ? searchAgencies(q, AGENCY_SEARCH_LIMIT).map((a) => ({
        code: a.code,
        name: a.name,
        city: a.city,
        state: a.state,
      }))
    : [];
  return Response.json({ agencies }, { headers: { "Cache-Control": "public, max-age=3600" } });
}
