import { dateTimeFormat } from "../../common/date-format";
import { formatDate } from "../../common/format";
import { LOCALE_TAGS, type Locale } from "../../common/i18n";
import { formatUsd } from "../../common/money";
import {
  type CampaignStage,
  ceilingCents,
  DISPUTED_NEXT,
  EXCESS_POLICY,
  goalLine,
  payoutSentence,
  STAGE_LABELS,
  STAGE_NEXT,
} from "../../common/rent-party-rules";

/**
 * The Rent Party emails' texts (emails.ts), in each language. The English ones are the rules' own
 * (common/rent-party-rules.ts) and the spec's; the Spanish ones say the same in the words of the Spanish
 * pages (app/locales/es/rentParty.ts): "dueño", "inquilino", "colecta", and "Rent Party" kept as a name.
 * Money always goes to the landlord, never to the renter. A campaign's title is its name and stays.
 */

export const SIGN_OFF: Record<Locale, string> = {
  en: "— The Affordable team",
  es: "— El equipo de Affordable",
};

/** Stage names and what happens next, for the renter's stage emails. */
export const STAGES = {
  en: { labels: STAGE_LABELS, next: STAGE_NEXT, disputedNext: DISPUTED_NEXT },
  es: {
    labels: {
      submitted: "Enviada",
      waiting_for_landlord: "Esperando al dueño",
      under_review: "En revisión",
      live: "Publicada",
      funded: "Meta alcanzada",
      paid: "Pagada al dueño",
      closed: "Cerrada",
    },
    next: {
      submitted:
        "Le enviaremos a tu dueño un enlace privado por correo para que confirme el monto que se le debe.",
      waiting_for_landlord:
        "Tu dueño tiene un enlace privado para confirmar que eres su inquilino y el monto que le debes. Cuando responda, nuestro equipo revisa tu colecta.",
      under_review:
        "Tu dueño respondió. Nuestro equipo revisa tu colecta; cuando esté verificada, se publica y se abren las donaciones.",
      live: "Tu colecta está publicada: comparte su página. Cada dólar va a tu dueño.",
      funded:
        "Alcanzaste tu meta. Le enviamos el dinero a tu dueño y registramos el pago en la página de tu colecta.",
      paid: "El dinero se le envió a tu dueño. El pago se muestra en la página de tu colecta.",
      closed: "Esta colecta está cerrada y ya no recibe donaciones.",
    },
    disputedNext:
      "Tu dueño impugnó esta colecta, así que no se puede publicar tal como está. Nuestro equipo se pondrá en contacto contigo.",
  },
} satisfies Record<
  Locale,
  { labels: Record<CampaignStage, string>; next: Record<CampaignStage, string>; disputedNext: string }
>;

export const LANDLORD_VERIFIED = {
  en: {
    subject: (title: string) => `A Rent Party for your tenant has been verified: ${title}`,
    hello: (name: string) => `Hello ${name},`,
    tenant: "Your tenant",
    started: (renter: string) =>
      `${renter} started a Rent Party on Affordable to catch up on rent owed to you, and our team has verified it.`,
    campaign: "Campaign:",
    goal: goalLine,
    page: "Campaign page:",
    how: [
      "How the money reaches you:",
      "- Donations are collected by Affordable and paid to you, the property owner, directly. They are never paid to the renter.",
      "- We will contact you at this address to confirm your payout details before the first payout.",
      "- Each payout is recorded on the campaign, so you and your tenant can see what was raised and what was sent.",
    ],
    questions: (email: string) => `Questions? Reply to ${email}.`,
  },
  es: {
    subject: (title: string) => `Verificamos una Rent Party para tu inquilino: ${title}`,
    hello: (name: string) => `Hola, ${name}:`,
    tenant: "Tu inquilino",
    started: (renter: string) =>
      `${renter} creó en Affordable una Rent Party (una colecta para ponerse al día con la renta que te debe), y nuestro equipo la verificó.`,
    campaign: "Colecta:",
    goal: (party: { goalAmountCents: number; amountOwedCents?: number | null }) =>
      `Meta: ${formatUsd(ceilingCents(party))}`,
    page: "Página de la colecta:",
    how: [
      "Cómo te llega el dinero:",
      "- Affordable recibe las donaciones y te las paga directamente a ti, el dueño de la propiedad. Nunca se le pagan al inquilino.",
      "- Te escribiremos a este correo para confirmar tus datos de pago antes del primer pago.",
      "- Cada pago queda registrado en la colecta, para que tú y tu inquilino vean lo que se recaudó y lo que se envió.",
    ],
    questions: (email: string) => `¿Preguntas? Escríbenos a ${email}.`,
  },
} satisfies Record<Locale, unknown>;

export const RECEIPT = {
  en: {
    subject: (receipt: string | null) => `Your Rent Party donation receipt ${receipt}`,
    thanks: (donor: string | null) => `Thank you${donor ? `, ${donor}` : ""}!`,
    testMode: "TEST MODE: no real money moved. This receipt is for a test donation.",
    received: (title: string) => `Your donation to ${title} has been received.`,
    number: "Receipt number:",
    amount: "Amount:",
    campaign: "Campaign:",
    date: (value: Date, timeZone: string) => `Date: ${formatDate(value, timeZone)}`,
    paidWith: "Paid with: cryptocurrency (stablecoin)",
    where: (landlord: string) =>
      `Where your money goes: every dollar is paid to the renter's landlord, ${landlord}, directly. It is never paid to the renter.`,
    excess: EXCESS_POLICY,
    gift: "This donation is a personal gift to help a neighbor stay housed. Affordable is not a charity, and your donation is not tax-deductible.",
    see: "See the campaign:",
    payouts: "What was paid to the landlord, and when:",
  },
  es: {
    subject: (receipt: string | null) => `Recibo de tu donación a la Rent Party ${receipt}`,
    thanks: (donor: string | null) => `¡Gracias${donor ? `, ${donor}` : ""}!`,
    testMode: "MODO DE PRUEBA: no se movió dinero real. Este recibo es de una donación de prueba.",
    received: (title: string) => `Recibimos tu donación a ${title}.`,
    number: "Número de recibo:",
    amount: "Monto:",
    campaign: "Colecta:",
    date: (value: Date, timeZone: string) => `Fecha: ${formatDate(value, timeZone, "es")}`,
    paidWith: "Pagada con: criptomoneda (stablecoin)",
    where: (landlord: string) =>
      `A dónde va tu dinero: cada dólar se le paga directamente al dueño del inquilino, ${landlord}. Nunca se le paga al inquilino.`,
    excess:
      "Si las donaciones pasan de lo que se debe (un pago que ya estaba en camino cuando se alcanzó la meta), lo que sobra queda como crédito para el próximo mes de renta del mismo inquilino con el mismo dueño. Nunca se le paga al inquilino.",
    gift: "Esta donación es un regalo personal para ayudar a un vecino a conservar su vivienda. Affordable no es una organización benéfica y tu donación no es deducible de impuestos.",
    see: "Ve la colecta:",
    payouts: "Lo que se le pagó al dueño, y cuándo:",
  },
} satisfies Record<Locale, unknown>;

export const LANDLORD_CONFIRM = {
  en: {
    subject: "Please confirm: a Rent Party for rent owed to you",
    hello: (name: string) => `Hello ${name},`,
    tenant: "Your tenant",
    started: (renter: string, goal: string) =>
      `${renter} started a Rent Party on Affordable to raise rent they owe you (goal: ${goal}). Donations are paid to you, the property owner, directly, never to the renter.`,
    ask: "Before the campaign can go live, please confirm (or dispute) that this person is your tenant at this address, the amount owed, and how you want to be paid. No account is needed:",
    link: "This private link works for 14 days and for one answer. Your payout details are never shown publicly.",
  },
  es: {
    subject: "Confirma, por favor: una Rent Party para la renta que se te debe",
    hello: (name: string) => `Hola, ${name}:`,
    tenant: "Tu inquilino",
    started: (renter: string, goal: string) =>
      `${renter} creó en Affordable una Rent Party (una colecta para ponerse al día con la renta) para juntar la renta que te debe (meta: ${goal}). Las donaciones se te pagan directamente a ti, el dueño de la propiedad, nunca al inquilino.`,
    ask: "Antes de que la colecta se publique, confirma (o impugna) que esta persona es tu inquilino en esta dirección, el monto que se te debe y cómo quieres recibir el pago. No necesitas una cuenta:",
    link: "Este enlace privado sirve por 14 días y para una sola respuesta. Tus datos de pago nunca se muestran en público.",
  },
} satisfies Record<Locale, unknown>;

export const STAGE_EMAIL = {
  en: {
    subject: (label: string) => `Your Rent Party: ${label}`,
    now: (title: string, label: string) => `Your campaign "${title}" is now: ${label}.`,
    confirmed: "Your landlord confirmed the amount owed.",
    next: "What happens next:",
    follow: "Follow it in My Rent Parties:",
    page: "Campaign page:",
  },
  es: {
    subject: (label: string) => `Tu Rent Party: ${label}`,
    now: (title: string, label: string) => `Tu colecta "${title}" ahora está en esta etapa: ${label}.`,
    confirmed: "Tu dueño confirmó el monto que se le debe.",
    next: "Qué sigue:",
    follow: "Síguela en Mis Rent Parties:",
    page: "Página de la colecta:",
  },
} satisfies Record<Locale, unknown>;

export const PAYOUT = {
  en: {
    subject: (title: string) => `Payout recorded: ${title}`,
    sentence: payoutSentence,
    forCampaign: (title: string) => `for "${title}".`,
    reference: (reference: string | null) => `Reference: ${reference ?? "none"}`,
    record: "The public record of what was raised and sent:",
  },
  es: {
    subject: (title: string) => `Pago registrado: ${title}`,
    sentence: (amountCents: number, sentAt: Date | string, timeZone: string) => {
      const day = dateTimeFormat(LOCALE_TAGS.es, { month: "long", day: "numeric", timeZone }).format(
        new Date(sentAt),
      );
      return amountCents < 0
        ? `${formatUsd(-amountCents)} de corrección a lo enviado, registrada el ${day}`
        : `${formatUsd(amountCents)} enviados al dueño el ${day}`;
    },
    forCampaign: (title: string) => `para "${title}".`,
    reference: (reference: string | null) => `Referencia: ${reference ?? "ninguna"}`,
    record: "El registro público de lo que se recaudó y se envió:",
  },
} satisfies Record<Locale, unknown>;
