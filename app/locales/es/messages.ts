import { CONTACT_REQUIRED, LISTING_MESSAGE_MAX, MESSAGE_REQUIRED } from "@common/message-rules";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "@common/text-messages";
import type en from "../en/messages";

/** Mensajes: la bandeja de entrada, la conversación, Nuevo mensaje, la búsqueda, Bloquear y Reportar. */
export default {
  "messages.meta.title": "Mensajes | Affordable",
  "messages.title": "Mensajes",
  "messages.new": "Nuevo mensaje",
  "messages.missing": "Esta conversación no existe.",
  "messages.select": "Elige una conversación para leerla.",
  "messages.search.label": "Buscar mensajes",
  "messages.search.submit": "Buscar",
  "messages.back": "Todas las conversaciones",
  "messages.noneFound": "No se encontraron mensajes",
  "messages.noneYet": "Todavía no tienes mensajes",
  "messages.conversations": "Conversaciones",
  "messages.youPreview": "Tú: {preview}",
  "messages.you": "Tú",
  "messages.unread": "sin leer",
  "messages.yesterday": "Ayer",
  "messages.viewListing": "Ver el anuncio",
  "messages.block": "Bloquear",
  "messages.report": "Reportar",
  "messages.scam.title": "Cuidado con las solicitudes de pago",
  "messages.scam.text":
    "Esta conversación menciona pagar por fuera de Affordable (transferencia bancaria, tarjetas de regalo, criptomonedas o una app de pagos). Nunca mandes dinero antes de ver la vivienda en persona y firmar un contrato. Si algo te parece raro, repórtalo.",
  "messages.emptyThread": "Todavía no hay mensajes. ¡Empieza la conversación!",
  "messages.blockedMe": "Esta persona no acepta tus mensajes.",
  "messages.blockedByMe": "Bloqueaste a esta persona.",
  "messages.message": "Mensaje",
  "messages.placeholder": "Escribe un mensaje...",
  "messages.sending": "Enviando...",
  "messages.send": "Enviar",
  "messages.noContacts":
    "Puedes escribirle a las personas con las que tienes un anuncio, una solicitud o una conversación. Para empezar, escríbele a un dueño desde un anuncio.",
  "messages.contact": "Contacto",
  "messages.chooseContact": "Elige un contacto",
  "messages.cancel": "Cancelar",
  [`error.${MESSAGE_REQUIRED}`]: "Escribe un mensaje antes de enviarlo.",
  [`error.${CONTACT_REQUIRED}`]: "Elige un contacto.",
  [`error.Must be at most ${LISTING_MESSAGE_MAX} characters`]: `Puede tener ${LISTING_MESSAGE_MAX} caracteres como máximo`,
  "error.This conversation doesn't exist.": "Esta conversación no existe.",
  [`error.${SINGLE_LINE_MESSAGE}`]: "Quita los saltos de línea, tabulaciones y otros caracteres de control",
  [`error.${CONTROL_CHARACTERS_MESSAGE}`]: "Quita los caracteres de control",
} as const satisfies Record<keyof typeof en, string>;
