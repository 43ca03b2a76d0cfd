import { FULL_NAME_MAX_LENGTH } from "@common/constants";
import { PHONE_MESSAGE } from "@common/phone";
import type en from "../en/dashboard";

export default {
  "dashboard.landlord.meta.title": "Panel del dueño | Affordable",
  "dashboard.landlord.welcome": "Hola, {name}",
  "dashboard.landlord.intro": "Administra tus anuncios y a los inquilinos que aplican.",
  "dashboard.landlord.listProperty": "Publicar una propiedad nueva",
  "dashboard.profile.title": "Configuración del perfil",
  "dashboard.profile.edit": "Editar perfil",
  "dashboard.profile.fullName": "Nombre completo",
  "dashboard.profile.phoneOptional": "Teléfono (opcional)",
  "dashboard.profile.phoneHint": "Por ejemplo 312-555-0100, o +44 20 7946 0958 fuera de EE. UU.",
  "dashboard.profile.messageEmailsLabel": "Envíame un correo cuando un mensaje siga sin leer",
  "dashboard.profile.saving": "Guardando...",
  "dashboard.profile.save": "Guardar cambios",
  "dashboard.profile.cancel": "Cancelar",
  "dashboard.profile.email": "Correo electrónico",
  "dashboard.profile.phone": "Teléfono",
  "dashboard.profile.notSet": "Sin agregar",
  "dashboard.profile.messageEmails": "Correos de mensajes",
  "dashboard.profile.on": "Activados",
  "dashboard.profile.off": "Desactivados",
  "dashboard.messages.title": "Mensajes",
  "dashboard.messages.titleUnread": "Mensajes ({count} sin leer)",
  "dashboard.messages.open": "Abrir la bandeja de entrada",
  "dashboard.messages.empty": "Todavía no tienes mensajes",
  "dashboard.messages.unread": " sin leer",
  "dashboard.messages.yesterday": "Ayer",
  "error.Please enter your full name": "Escribe tu nombre completo",
  [`error.Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`]: `El nombre completo debe tener como máximo ${FULL_NAME_MAX_LENGTH} caracteres`,
  [`error.${PHONE_MESSAGE}`]: "Escribe un número de teléfono válido, por ejemplo 312-555-0100",
} satisfies Record<keyof typeof en, string>;
