import { type Locale, localeOr, localizedPath } from "../../common/i18n";
import { formatUsd } from "../../common/money";
import { SAVED_SEARCHES_PATH } from "../../common/saved-search";
import type { AppDeps } from "../context";
import type { EmailJob } from "../jobs/email";
import { unsubscribeToken } from "./unsubscribe-token";

/** A listing as an alert email shows it. */
export interface AlertListing {
  id: string;
  title: string;
  priceCents: number;
  bedrooms: number | null;
  bathrooms: number | null;
  city: string;
  state: string;
  zipCode: string | null;
  acceptsSection8: boolean;
  /** The search is for a voucher and the home fits it. */
  fitsVoucher: boolean;
}

export interface AlertRecipient {
  email: string;
  name: string;
  locale: Locale;
}

const TEXT = {
  en: {
    instantSubject: (search: string) => `New home for your saved search "${search}"`,
    digestSubject: (search: string, n: number) =>
      `${n === 1 ? "1 new home" : `${n} new homes`} for your saved search "${search}"`,
    hello: (name: string) => `Hello ${name},`,
    intro: (search: string) => `A home matching your saved search "${search}" was just listed on Affordable:`,
    digestIntro: (search: string) => `New homes matching your saved search "${search}" on Affordable:`,
    perMonth: "/month",
    beds: (n: number | null) => (n === null ? "" : n === 0 ? "Studio" : n === 1 ? "1 bed" : `${n} beds`),
    baths: (n: number | null) => (n === null ? "" : n === 1 ? "1 bath" : `${n} baths`),
    section8: "Accepts Section 8",
    voucher: "Fits your voucher",
    view: "View this home",
    manage: "Change or pause your saved searches:",
    unsubscribe: "Stop these alerts (one click, no sign-in):",
    footer: "Affordable",
  },
  es: {
    instantSubject: (search: string) => `Nueva vivienda para tu búsqueda guardada "${search}"`,
    digestSubject: (search: string, n: number) =>
      `${n === 1 ? "1 vivienda nueva" : `${n} viviendas nuevas`} para tu búsqueda guardada "${search}"`,
    hello: (name: string) => `Hola, ${name}:`,
    intro: (search: string) =>
      `Se acaba de publicar en Affordable una vivienda que coincide con tu búsqueda guardada "${search}":`,
    digestIntro: (search: string) => `Viviendas nuevas en Affordable para tu búsqueda guardada "${search}":`,
    perMonth: "/mes",
    beds: (n: number | null) =>
      n === null ? "" : n === 0 ? "Estudio" : n === 1 ? "1 habitación" : `${n} habitaciones`,
    baths: (n: number | null) => (n === null ? "" : n === 1 ? "1 baño" : `${n} baños`),
    section8: "Acepta Sección 8",
    voucher: "Encaja con tu vale",
    view: "Ver esta vivienda",
    manage: "Cambia o pausa tus búsquedas guardadas:",
    unsubscribe: "Dejar de recibir estas alertas (un clic, sin iniciar sesión):",
    footer: "Affordable",
  },
} satisfies Record<Locale, unknown>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const linkText = (label: string) => label.replace(/:$/, "");

/** The unsubscribe page's address for a search (the link in the email and its List-Unsubscribe header). */
export function unsubscribeUrl(publicUrl: string, secret: string, searchId: string, locale: Locale): string {
  return new URL(
    localizedPath(`/unsubscribe/${unsubscribeToken(secret, searchId)}`, locale),
    publicUrl,
  ).toString();
}

/**
 * The alert (one listing) or digest (several) email for one saved search: plain text and HTML, in the
 * renter's language, the homes as cards (price, beds, place, Section 8 and voucher marks, link), and the
 * RFC 8058 one-click unsubscribe headers. `once` makes the email job send it at most once.
 */
export function alertEmail(options: {
  kind: "instant" | "digest";
  publicUrl: string;
  supportEmail: string;
  secret: string;
  search: { id: string; name: string };
  recipient: AlertRecipient;
  listings: AlertListing[];
  once: string;
}): EmailJob {
  const { recipient, search, publicUrl } = options;
  const t = TEXT[recipient.locale];
  const unsubscribe = unsubscribeUrl(publicUrl, options.secret, search.id, recipient.locale);
  const manage = new URL(localizedPath(SAVED_SEARCHES_PATH, recipient.locale), publicUrl).toString();
  const cards = options.listings.map((l) => {
    const link = new URL(localizedPath(`/rentals/${l.id}`, recipient.locale), publicUrl).toString();
    const facts = [`${formatUsd(l.priceCents)}${t.perMonth}`, t.beds(l.bedrooms), t.baths(l.bathrooms)]
      .filter(Boolean)
      .join(" · ");
    const place = [l.city, l.state, l.zipCode].filter(Boolean).join(", ");
    const marks = [l.acceptsSection8 ? t.section8 : "", l.fitsVoucher ? t.voucher : ""].filter(Boolean);
    return { link, facts, place, marks, title: l.title };
  });
  const subject =
    options.kind === "instant"
      ? t.instantSubject(search.name)
      : t.digestSubject(search.name, options.listings.length);
  const intro = options.kind === "instant" ? t.intro(search.name) : t.digestIntro(search.name);
  const text = [
    t.hello(recipient.name),
    "",
    intro,
    "",
    ...cards.flatMap((c) => [
      c.title,
      c.facts,
      c.place,
      ...(c.marks.length ? [c.marks.join(" · ")] : []),
      `${t.view}: ${c.link}`,
      "",
    ]),
    t.manage,
    manage,
    "",
    t.unsubscribe,
    unsubscribe,
    "",
    t.footer,
  ].join("\n");
  const cardHtml = cards
    .map(
      (c) =>
        `<div style="border:1px solid #d4d4d8;border-radius:8px;padding:12px;margin:0 0 12px">` +
        `<p style="margin:0 0 4px;font-weight:bold"><a href="${escapeHtml(c.link)}">${escapeHtml(c.title)}</a></p>` +
        `<p style="margin:0 0 4px">${escapeHtml(c.facts)}</p>` +
        `<p style="margin:0 0 4px">${escapeHtml(c.place)}</p>` +
        (c.marks.length
          ? `<p style="margin:0 0 4px;color:#166534">${c.marks.map(escapeHtml).join(" · ")}</p>`
          : "") +
        `<p style="margin:0"><a href="${escapeHtml(c.link)}">${escapeHtml(t.view)}</a></p></div>`,
    )
    .join("");
  const html =
    `<!doctype html><html lang="${recipient.locale}"><body style="font-family:sans-serif;color:#18181b">` +
    `<p>${escapeHtml(t.hello(recipient.name))}</p><p>${escapeHtml(intro)}</p>${cardHtml}` +
    // A link's text names it; the colon introduces the address in the plain text only.
    `<p><a href="${escapeHtml(manage)}">${escapeHtml(linkText(t.manage))}</a></p>` +
    `<p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(linkText(t.unsubscribe))}</a></p>` +
    `<p>${escapeHtml(t.footer)}</p></body></html>`;
  const host = new URL(publicUrl).hostname;
  return {
    to: recipient.email,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>, <mailto:${options.supportEmail}?subject=unsubscribe%20${search.id}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    messageId: `<${options.once.replace(/[^A-Za-z0-9-]/g, ".")}@${host}>`,
    once: options.once,
    savedSearchId: search.id,
    bulk: true,
  };
}

/**
 * The instant alert or the digest of one saved search, to its owner in the owner's language: the one
 * place both jobs build their email.
 */
export function alertEmailFor(
  deps: Pick<AppDeps, "publicUrl" | "supportEmail" | "cookieSecret">,
  kind: "instant" | "digest",
  search: { id: string; name: string; email: string; fullName: string; locale: string | null },
  homes: AlertListing[],
  once: string,
): EmailJob {
  return alertEmail({
    kind,
    publicUrl: deps.publicUrl,
    supportEmail: deps.supportEmail,
    secret: deps.cookieSecret,
    search: { id: search.id, name: search.name },
    recipient: { email: search.email, name: search.fullName, locale: localeOr(search.locale) },
    listings: homes,
    once,
  });
}
