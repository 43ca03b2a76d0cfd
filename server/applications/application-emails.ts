import { formatMoveIn, formatViewing } from "../../common/application-answers";
import type { DeclineReason } from "../../common/application-rules";
import { type Locale, localizedPath } from "../../common/i18n";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { EMAIL_JOB } from "../jobs/email";

/**
 * The application emails, in the reader's language, queued with `{ tx }` in the transaction that made
 * the change: the email exists exactly when the application or its new status does.
 */

export const DECLINE_REASON_TEXT: Record<Locale, Record<DeclineReason, string>> = {
  en: {
    rented_to_another_applicant: "The home was rented to another applicant",
    no_longer_available: "The home is no longer available",
    move_in_date: "The move-in date doesn't work",
    incomplete_application: "The application is incomplete",
    rental_history: "Rental history or references",
    other: "Another reason",
  },
  es: {
    rented_to_another_applicant: "La vivienda se alquiló a otra persona",
    no_longer_available: "La vivienda ya no está disponible",
    move_in_date: "La fecha de mudanza no funciona",
    incomplete_application: "La solicitud está incompleta",
    rental_history: "Historial de alquiler o referencias",
    other: "Otro motivo",
  },
};

const TEXT = {
  en: {
    newSubject: (title: string) => `New application for "${title}"`,
    newBody: (name: string, title: string, moveIn: string | null) =>
      `${name} applied for "${title}"${moveIn ? ` (move-in ${moveIn})` : ""}.`,
    review: "Read it and answer:",
    viewed: "The landlord opened your application.",
    viewing: (when: string, place: string) =>
      `The landlord proposes a viewing on ${when}. Where to meet: ${place}\nConfirm or ask for another time in Messages.`,
    approved:
      "Good news: the landlord approved your application. They will contact you about the next steps.",
    declined: (reason: string, note: string | null) =>
      `The landlord declined your application. Reason: ${reason}.${note ? `\nTheir note: ${note}` : ""}`,
    withdrawn: (name: string, title: string) => `${name} withdrew their application for "${title}".`,
    statusSubject: (title: string) => `Your application for "${title}" was updated`,
    withdrawnSubject: (title: string) => `An application for "${title}" was withdrawn`,
    yours: "See your applications:",
    hello: (name: string) => `Hello ${name},`,
    footer: "Affordable",
  },
  es: {
    newSubject: (title: string) => `Nueva solicitud para "${title}"`,
    newBody: (name: string, title: string, moveIn: string | null) =>
      `${name} envió una solicitud para "${title}"${moveIn ? ` (mudanza el ${moveIn})` : ""}.`,
    review: "Léela y responde:",
    viewed: "El dueño abrió tu solicitud.",
    viewing: (when: string, place: string) =>
      `El dueño te propone una visita el ${when}. Dónde encontrarse: ${place}\nConfirma o pide otro horario en Mensajes.`,
    approved:
      "Buenas noticias: el dueño aprobó tu solicitud. Se pondrá en contacto contigo sobre los siguientes pasos.",
    declined: (reason: string, note: string | null) =>
      `El dueño rechazó tu solicitud. Motivo: ${reason}.${note ? `\nSu nota: ${note}` : ""}`,
    withdrawn: (name: string, title: string) => `${name} retiró su solicitud para "${title}".`,
    statusSubject: (title: string) => `Tu solicitud para "${title}" tiene novedades`,
    withdrawnSubject: (title: string) => `Se retiró una solicitud para "${title}"`,
    yours: "Ve tus solicitudes:",
    hello: (name: string) => `Hola, ${name}:`,
    footer: "Affordable",
  },
} satisfies Record<Locale, unknown>;

interface Person {
  email: string;
  name: string;
  locale: Locale;
}

const link = (publicUrl: string, path: string, locale: Locale) =>
  new URL(localizedPath(path, locale), publicUrl).toString();

/** The landlord hears of a new application, with the link to its review page. */
export async function queueNewApplicationEmail(
  tx: Executor,
  deps: Pick<AppDeps, "jobs" | "publicUrl">,
  landlord: Person,
  application: { id: string; renterName: string; listingTitle: string; moveInDate: string | null },
) {
  const t = TEXT[landlord.locale];
  const moveIn = application.moveInDate ? formatMoveIn(application.moveInDate, landlord.locale) : null;
  const url = link(deps.publicUrl, `/landlord-dashboard/applications/${application.id}`, landlord.locale);
  await deps.jobs.send(
    EMAIL_JOB,
    {
      to: landlord.email,
      subject: t.newSubject(application.listingTitle),
      text: `${t.hello(landlord.name)}\n\n${t.newBody(application.renterName, application.listingTitle, moveIn)}\n\n${t.review} ${url}\n\n${t.footer}`,
    },
    { tx },
  );
}

export type StatusNews =
  | { status: "viewed" | "approved" }
  | { status: "viewing_proposed"; viewingAt: Date; viewingPlace: string; timeZone: string }
  | { status: "declined"; reason: DeclineReason; note: string | null };

/** The renter hears of every status change the landlord makes, with the link to My Applications. */
export async function queueStatusEmail(
  tx: Executor,
  deps: Pick<AppDeps, "jobs" | "publicUrl">,
  renter: Person,
  listingTitle: string,
  news: StatusNews,
) {
  const t = TEXT[renter.locale];
  let body: string;
  if (news.status === "viewing_proposed")
    body = t.viewing(formatViewing(news.viewingAt, news.timeZone, renter.locale), news.viewingPlace);
  else if (news.status === "declined")
    body = t.declined(DECLINE_REASON_TEXT[renter.locale][news.reason], news.note);
  else body = news.status === "viewed" ? t.viewed : t.approved;
  const url = link(deps.publicUrl, "/renter-dashboard#applications", renter.locale);
  await deps.jobs.send(
    EMAIL_JOB,
    {
      to: renter.email,
      subject: t.statusSubject(listingTitle),
      text: `${t.hello(renter.name)}\n\n${body}\n\n${t.yours} ${url}\n\n${t.footer}`,
    },
    { tx },
  );
}

/** The landlord hears that the renter withdrew (the renter made the change: nothing to tell them). */
export async function queueWithdrawnEmail(
  tx: Executor,
  deps: Pick<AppDeps, "jobs" | "publicUrl">,
  landlord: Person,
  application: { id: string; renterName: string; listingTitle: string },
) {
  const t = TEXT[landlord.locale];
  const url = link(deps.publicUrl, `/landlord-dashboard/applications/${application.id}`, landlord.locale);
  await deps.jobs.send(
    EMAIL_JOB,
    {
      to: landlord.email,
      subject: t.withdrawnSubject(application.listingTitle),
      text: `${t.hello(landlord.name)}\n\n${t.withdrawn(application.renterName, application.listingTitle)}\n\n${url}\n\n${t.footer}`,
    },
    { tx },
  );
}
