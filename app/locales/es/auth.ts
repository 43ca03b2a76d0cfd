import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@common/constants";
import { SINGLE_LINE_MESSAGE } from "@common/text-messages";
import type en from "../en/auth";

/** Entrar y crear cuenta, olvidé mi contraseña y nueva contraseña; y los errores de esos formularios. */
export default {
  "auth.meta.title": "Entra o crea tu cuenta | Affordable",
  "auth.meta.description": "Entra o crea gratis tu cuenta de Affordable como inquilino o como dueño.",
  "auth.backHome": "Volver al inicio",
  "auth.welcome": "Te damos la bienvenida a Affordable",
  "auth.tagline": "Sin agentes. Sin cargos por solicitud. Trato directo.",
  "auth.tabs.label": "Entrar o crear cuenta",
  "auth.signIn": "Entrar",
  "auth.signUp": "Crear cuenta",
  "auth.email": "Correo electrónico",
  "auth.password": "Contraseña",
  "auth.signingIn": "Entrando...",
  "auth.forgotPassword": "¿Olvidaste tu contraseña?",
  "auth.fullName": "Nombre completo",
  "auth.passwordHint": "Al menos {min} caracteres",
  "auth.role": "Soy",
  "auth.role.renter": "Inquilino",
  "auth.role.landlord": "Dueño",
  "auth.creatingAccount": "Creando tu cuenta...",

  "auth.forgot.metaTitle": "Restablece tu contraseña | Affordable",
  "auth.forgot.metaDescription":
    "Recibe un enlace para elegir una nueva contraseña para tu cuenta de Affordable.",
  "auth.forgot.title": "Restablece tu contraseña",
  "auth.forgot.sent":
    "Si hay una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña. Sirve durante una hora.",
  "auth.forgot.intro": "Escribe el correo de tu cuenta y te enviaremos un enlace para restablecerla.",
  "auth.forgot.sending": "Enviando...",
  "auth.forgot.send": "Enviar enlace",
  "auth.forgot.backToSignIn": "Volver al inicio de sesión",

  "auth.reset.metaTitle": "Elige una nueva contraseña | Affordable",
  "auth.reset.title": "Elige una nueva contraseña",
  "auth.reset.invalid": "Este enlace para restablecer la contraseña no es válido o ya venció.",
  "auth.reset.askNew": "Pide uno nuevo",
  "auth.reset.newPassword": "Nueva contraseña",
  "auth.reset.saving": "Guardando...",
  "auth.reset.save": "Guardar nueva contraseña",

  "error.Please enter a valid email address": "Escribe un correo electrónico válido",
  "error.Email is too long": "El correo electrónico es demasiado largo",
  "error.Email is required": "Escribe tu correo electrónico",
  "error.Password is required": "Escribe tu contraseña",
  "error.Password is too long": "La contraseña es demasiado larga",
  [`error.Password must be at least ${PASSWORD_MIN_LENGTH} characters long`]: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  [`error.Password must be at most ${PASSWORD_MAX_LENGTH} characters long`]: `La contraseña debe tener como máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  "error.Please enter your full name": "Escribe tu nombre completo",
  [`error.Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`]: `El nombre completo debe tener como máximo ${FULL_NAME_MAX_LENGTH} caracteres`,
  "error.Please choose renter or landlord": "Elige inquilino o dueño",
  "error.This reset link is invalid or has expired":
    "Este enlace para restablecer la contraseña no es válido o ya venció",
  [`error.${SINGLE_LINE_MESSAGE}`]: "Quita los saltos de línea, tabulaciones y otros caracteres de control",
  "error.Invalid token": "El enlace para restablecer la contraseña no es válido o ya venció",
  "error.Invalid email or password": "Correo electrónico o contraseña incorrectos",
  "error.User already exists. Use another email.": "Ya existe una cuenta con ese correo. Usa otro.",
  "error.Failed to create account": "No pudimos crear tu cuenta",
  "error.Failed to sign in": "No pudimos iniciar tu sesión",
  "error.Too many attempts. Please wait a minute and try again.":
    "Demasiados intentos. Espera un minuto y vuelve a intentarlo.",
  "error.We couldn't send the reset email. Please try again in a few minutes.":
    "No pudimos enviar el correo para restablecer la contraseña. Vuelve a intentarlo en unos minutos.",
} satisfies Record<keyof typeof en, string>;
