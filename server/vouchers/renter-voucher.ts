import { eq } from "drizzle-orm";
import { type Cookie, createCookie } from "react-router";
import { AGENCY_SEARCH_LIMIT, type RenterVoucher, VOUCHER_MESSAGES } from "../../common/my-voucher";
import { voucherSchema } from "../../common/schemas/voucher";
import type { SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { renterVouchers } from "../db/schema/renter-vouchers";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { agencyByCode, searchAgencies } from "./fmr-lookup";

/**
 * "My voucher": a renter's voucher, kept on their account (renter_vouchers) when signed in, else in a
 * signed, HttpOnly cookie of the visitor's own browser. Private: only its owner's requests read it (the
 * verdicts and the filter are computed on the server and never carry the figures), nothing logs it, and
 * "Delete my voucher" removes the row or the cookie. A visitor's cookie voucher moves to the account at
 * sign-in when the account has none.
 */

export const VOUCHER_COOKIE = "voucher";
/** A year: a voucher is issued for months at a time. */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

const cookies = new WeakMap<object, Cookie>();

function voucherCookie(deps: Pick<AppDeps, "cookieSecret" | "publicUrl">): Cookie {
  let cookie = cookies.get(deps);
  if (!cookie) {
    cookie = createCookie(VOUCHER_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: COOKIE_MAX_AGE,
      secrets: [deps.cookieSecret],
      secure: deps.publicUrl.startsWith("https://"),
    });
    cookies.set(deps, cookie);
  }
  return cookie;
}

const isCents = (value: unknown, max: number) =>
  value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max);

/** A stored voucher as it was written (the cookie is signed, but an older shape is still refused). */
function asVoucher(value: unknown): RenterVoucher | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const ok =
    Number.isInteger(v.bedrooms) &&
    (v.bedrooms as number) >= 0 &&
    (v.bedrooms as number) <= 8 &&
    (v.agencyCode === null || typeof v.agencyCode === "string") &&
    isCents(v.paymentStandardCents, 2_000_000) &&
    isCents(v.grossMonthlyIncomeCents, 10_000_000) &&
    isCents(v.adjustedMonthlyIncomeCents, 10_000_000);
  if (!ok) return null;
  return {
    bedrooms: v.bedrooms as number,
    agencyCode: v.agencyCode as string | null,
    paymentStandardCents: v.paymentStandardCents as number | null,
    grossMonthlyIncomeCents: v.grossMonthlyIncomeCents as number | null,
    adjustedMonthlyIncomeCents: v.adjustedMonthlyIncomeCents as number | null,
  };
}

/** Whether the request carries a voucher cookie at all (cheap: no signature check). */
export function hasVoucherCookie(request: Request): boolean {
  return (request.headers.get("cookie") ?? "")
    .split(";")
    .some((pair) => pair.trim().startsWith(`${VOUCHER_COOKIE}=`));
}

/** The visitor's cookie voucher, or null (none, a bad signature, or a shape we no longer write). */
export async function readVoucherCookie(
  deps: Pick<AppDeps, "cookieSecret" | "publicUrl">,
  request: Request,
): Promise<RenterVoucher | null> {
  if (!hasVoucherCookie(request)) return null;
  return asVoucher(await voucherCookie(deps).parse(request.headers.get("cookie")));
}

export async function accountVoucher(db: Executor, userId: string): Promise<RenterVoucher | null> {
  const [row] = await db
    .select({
      bedrooms: renterVouchers.bedrooms,
      agencyCode: renterVouchers.agencyCode,
      paymentStandardCents: renterVouchers.paymentStandardCents,
      grossMonthlyIncomeCents: renterVouchers.grossMonthlyIncomeCents,
      adjustedMonthlyIncomeCents: renterVouchers.adjustedMonthlyIncomeCents,
    })
    .from(renterVouchers)
    .where(eq(renterVouchers.userId, userId));
  return row ?? null;
}

/**
 * The voucher of whoever makes this request: the signed-in user's own row (never anyone else's: the id is
 * the session's), else the visitor's cookie. A signed-in user's pages never read a cookie voucher.
 */
export async function readRenterVoucher(
  deps: Pick<AppDeps, "db" | "cookieSecret" | "publicUrl">,
  user: SessionUser | null,
  request: Request,
): Promise<RenterVoucher | null> {
  if (user) return accountVoucher(deps.db, user.id);
  return readVoucherCookie(deps, request);
}

/**
 * A first voucher drawn from the renter's application profile, for /my-voucher to show filled in: nothing is
 * saved until they check it and save. Its bedroom size; its agency when the name the renter typed is one
 * directory agency's (by exact name, else the only match); its monthly income, which the profile asks before
 * taxes, as the gross. Null when the profile names no voucher size.
 */
export function voucherFromApplicationProfile(
  profile: {
    voucherBedrooms: number | null;
    voucherAgency: string | null;
    monthlyIncome: number | null;
  } | null,
): RenterVoucher | null {
  if (profile?.voucherBedrooms === null || profile?.voucherBedrooms === undefined) return null;
  const name = profile.voucherAgency?.trim().toLowerCase() ?? "";
  const found = name ? searchAgencies(name, AGENCY_SEARCH_LIMIT) : [];
  const exact = found.filter((agency) => agency.name.toLowerCase() === name);
  const agency = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : null;
  return {
    bedrooms: profile.voucherBedrooms,
    agencyCode: agency?.code ?? null,
    paymentStandardCents: null,
    grossMonthlyIncomeCents: profile.monthlyIncome === null ? null : profile.monthlyIncome * 100,
    adjustedMonthlyIncomeCents: null,
  };
}

/** The agency the form names: the picked code, else a search that finds exactly one (no JavaScript). */
function resolveAgency(value: { agencyCode?: string; agencySearch?: string }): string | null {
  if (value.agencyCode) {
    if (!agencyByCode(value.agencyCode)) {
      throw new AppError("BAD_REQUEST", VOUCHER_MESSAGES.agency, { agencyCode: VOUCHER_MESSAGES.agency });
    }
    return value.agencyCode;
  }
  if (!value.agencySearch) return null;
  const typed = value.agencySearch.trim().toUpperCase();
  if (agencyByCode(typed)) return typed;
  const found = searchAgencies(value.agencySearch, AGENCY_SEARCH_LIMIT);
  if (found.length === 1) return found[0].code;
  throw new AppError("BAD_REQUEST", VOUCHER_MESSAGES.agency, { agencySearch: VOUCHER_MESSAGES.agency });
}

/**
 * Saves the voucher form: on the account when signed in (one row, replaced), else into the cookie whose
 * Set-Cookie value is returned. Bad input throws before anything changes.
 */
export async function saveRenterVoucher(
  deps: Pick<AppDeps, "db" | "cookieSecret" | "publicUrl">,
  user: SessionUser | null,
  input: unknown,
): Promise<{ voucher: RenterVoucher; setCookie: string | null }> {
  const value = parseInput(voucherSchema, input);
  const voucher: RenterVoucher = {
    bedrooms: value.bedrooms,
    agencyCode: resolveAgency(value),
    paymentStandardCents: value.paymentStandard ?? null,
    grossMonthlyIncomeCents: value.grossMonthlyIncome ?? null,
    adjustedMonthlyIncomeCents: value.adjustedMonthlyIncome ?? null,
  };
  if (!user) return { voucher, setCookie: await voucherCookie(deps).serialize(voucher) };
  await upsertAccountVoucher(deps.db, user.id, voucher);
  // A cookie left from before signing in would come back after signing out: it goes.
  return { voucher, setCookie: await clearVoucherCookie(deps) };
}

async function upsertAccountVoucher(db: Executor, userId: string, voucher: RenterVoucher) {
  const row = { ...voucher, updatedAt: new Date() };
  await db
    .insert(renterVouchers)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: renterVouchers.userId, set: row });
}

/** The Set-Cookie value that removes the voucher cookie. */
export function clearVoucherCookie(deps: Pick<AppDeps, "cookieSecret" | "publicUrl">): Promise<string> {
  return voucherCookie(deps).serialize("", { maxAge: 0, expires: new Date(0) });
}

/** "Delete my voucher": the account's row (if signed in) and the cookie, for real. */
export async function deleteRenterVoucher(
  deps: Pick<AppDeps, "db" | "cookieSecret" | "publicUrl">,
  user: SessionUser | null,
): Promise<{ setCookie: string }> {
  if (user) await deps.db.delete(renterVouchers).where(eq(renterVouchers.userId, user.id));
  return { setCookie: await clearVoucherCookie(deps) };
}

/**
 * At sign-in or sign-up: a visitor's cookie voucher becomes the account's when the account has none (an
 * account's own voucher is never overwritten). Returns the Set-Cookie value that clears the cookie, or null
 * when the request had none.
 */
export async function carryOverVisitorVoucher(
  deps: Pick<AppDeps, "db" | "cookieSecret" | "publicUrl">,
  userId: string,
  request: Request,
): Promise<string | null> {
  if (!hasVoucherCookie(request)) return null;
  const voucher = await readVoucherCookie(deps, request);
  if (voucher) {
    await deps.db
      .insert(renterVouchers)
      .values({ userId, ...voucher })
      .onConflictDoNothing({ target: renterVouchers.userId });
  }
  return clearVoucherCookie(deps);
}
