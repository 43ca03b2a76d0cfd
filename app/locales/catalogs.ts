import type { Locale } from "@common/i18n";
import enAdmin from "./en/admin";
import enApplicationProfile from "./en/application-profile";
import enApplications from "./en/applications";
import enAuth from "./en/auth";
import enCards from "./en/cards";
import enDashboard from "./en/dashboard";
import enFairMarketRent from "./en/fair-market-rent";
import enHome from "./en/home";
import enListingForm from "./en/listing-form";
import enListings from "./en/listings";
import enMap from "./en/map";
import enMessages from "./en/messages";
import enMyVoucher from "./en/my-voucher";
import enPages from "./en/pages";
import enRentParty from "./en/rent-party";
import enSandbox from "./en/sandbox";
import enSavedHomes from "./en/saved-homes";
import enSavedSearches from "./en/saved-searches";
import enShell from "./en/shell";
import enStatic from "./en/static";
import enToasts from "./en/toasts";
import enVerification from "./en/verification";
import enVoucherFit from "./en/voucher-fit";
import esAdmin from "./es/admin";
import esApplicationProfile from "./es/application-profile";
import esApplications from "./es/applications";
import esAuth from "./es/auth";
import esCards from "./es/cards";
import esDashboard from "./es/dashboard";
import esFairMarketRent from "./es/fair-market-rent";
import esHome from "./es/home";
import esListingForm from "./es/listing-form";
import esListings from "./es/listings";
import esMap from "./es/map";
import esMessages from "./es/messages";
import esMyVoucher from "./es/my-voucher";
import esPages from "./es/pages";
import esRentParty from "./es/rent-party";
import esSandbox from "./es/sandbox";
import esSavedHomes from "./es/saved-homes";
import esSavedSearches from "./es/saved-searches";
import esShell from "./es/shell";
import esStatic from "./es/static";
import esToasts from "./es/toasts";
import esVerification from "./es/verification";
import esVoucherFit from "./es/voucher-fit";

/**
 * Every message catalog, by area and language. English is the source: each Spanish catalog must have
 * exactly its keys (`satisfies` in the file, and catalogs.test.ts). Only the server imports this module:
 * a page receives, with its data, the compiled messages of its own areas in its own language
 * (`pageMessages` in ~/lib/i18n.server).
 */
export const CATALOGS = {
  shell: { en: enShell, es: esShell },
  home: { en: enHome, es: esHome },
  listings: { en: enListings, es: esListings },
  auth: { en: enAuth, es: esAuth },
  rentParty: { en: enRentParty, es: esRentParty },
  cards: { en: enCards, es: esCards },
  messages: { en: enMessages, es: esMessages },
  pages: { en: enPages, es: esPages },
  toasts: { en: enToasts, es: esToasts },
  static: { en: enStatic, es: esStatic },
  verification: { en: enVerification, es: esVerification },
  applications: { en: enApplications, es: esApplications },
  fairMarketRent: { en: enFairMarketRent, es: esFairMarketRent },
  applicationProfile: { en: enApplicationProfile, es: esApplicationProfile },
  myVoucher: { en: enMyVoucher, es: esMyVoucher },
  voucherFit: { en: enVoucherFit, es: esVoucherFit },
  admin: { en: enAdmin, es: esAdmin },
  sandbox: { en: enSandbox, es: esSandbox },
  dashboard: { en: enDashboard, es: esDashboard },
  savedHomes: { en: enSavedHomes, es: esSavedHomes },
  savedSearches: { en: enSavedSearches, es: esSavedSearches },
  listingForm: { en: enListingForm, es: esListingForm },
  map: { en: enMap, es: esMap },
} as const satisfies Record<string, Record<Locale, Record<string, string>>>;

export type MessageArea = keyof typeof CATALOGS;

/** Every message's key. */
export type MessageId = { [A in MessageArea]: keyof (typeof CATALOGS)[A]["en"] }[MessageArea];
