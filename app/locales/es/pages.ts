import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  FULL_NAME_MAX_LENGTH,
} from "@common/constants";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "@common/text-messages";
import type en from "../en/pages";

/** Páginas: por ahora, Contáctanos y los errores de su formulario. */
export default {
  "contact.meta.title": "Contáctanos | Affordable",
  "contact.meta.description":
    "¿Preguntas sobre un anuncio, una Rent Party o tu cuenta? Escríbenos: te respondemos en 24 a 48 horas.",
  "contact.title": "Estamos para ayudarte",
  "contact.intro":
    "¿Preguntas sobre un anuncio, una Rent Party o tu cuenta? Mándanos un mensaje y te respondemos en 24 a 48 horas.",
  "contact.emailUs": "Escríbenos por email",
  "contact.followUs": "Síguenos",
  "contact.fullName": "Nombre completo",
  "contact.email": "Correo electrónico",
  "contact.message": "Mensaje",
  "contact.sending": "Enviando...",
  "contact.send": "Enviar mensaje",
  "contact.received": "Recibimos tu mensaje y te responderemos en 24 a 48 horas.",
  "error.Full name is required": "Escribe tu nombre completo",
  [`error.Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`]: `El nombre puede tener ${FULL_NAME_MAX_LENGTH} caracteres como máximo`,
  "error.Please enter a valid email address": "Escribe un correo electrónico válido",
  "error.Email is too long": "El correo electrónico es demasiado largo",
  [`error.Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`]: `El mensaje debe tener al menos ${CONTACT_MESSAGE_MIN_LENGTH} caracteres`,
  [`error.Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`]: `El mensaje puede tener ${CONTACT_MESSAGE_MAX_LENGTH} caracteres como máximo`,
  [`error.${SINGLE_LINE_MESSAGE}`]: "Quita los saltos de línea, tabulaciones y otros caracteres de control",
  [`error.${CONTROL_CHARACTERS_MESSAGE}`]: "Quita los caracteres de control",
} as const satisfies Record<keyof typeof en, string>;
