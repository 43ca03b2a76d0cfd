import { sql } from "drizzle-orm";
import { check, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { profiles } from "./auth";

/**
 * A renter's own voucher ("My voucher"): one per account, private to it. Read only by its owner's pages
 * (the voucher fit on cards and listing pages, the "Fits my voucher" filter), never by a landlord's, and
 * deleted for real by "Delete my voucher" or with the account. Money in integer cents.
 */
export const renterVouchers = pgTable(
  "renter_vouchers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    bedrooms: smallint("bedrooms").notNull(),
    /** The HUD PHA code of the renter's housing agency, from the directory. */
    agencyCode: text("agency_code"),
    paymentStandardCents: integer("payment_standard_cents"),
    grossMonthlyIncomeCents: integer("gross_monthly_income_cents"),
    adjustedMonthlyIncomeCents: integer("adjusted_monthly_income_cents"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("renter_vouchers_bedrooms_range", sql`${t.bedrooms} between 0 and 8`),
    check(
      "renter_vouchers_payment_standard_range",
      sql`${t.paymentStandardCents} is null or ${t.paymentStandardCents} between 100 and 2000000`,
    ),
    check(
      "renter_vouchers_gross_income_range",
      sql`${t.grossMonthlyIncomeCents} is null or ${t.grossMonthlyIncomeCents} between 0 and 10000000`,
    ),
    check(
      "renter_vouchers_adjusted_income_range",
      sql`${t.adjustedMonthlyIncomeCents} is null or ${t.adjustedMonthlyIncomeCents} between 0 and 10000000`,
    ),
  ],
);
