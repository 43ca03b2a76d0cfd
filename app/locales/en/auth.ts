import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@common/constants";
import { SINGLE_LINE_MESSAGE } from "@common/text-messages";

/**
 * Texts of the auth area (see docs/i18n.md): sign in and sign up, forgot and reset password. The
 * `error.<English message>` keys are the form errors these pages can show (the schemas' and the
 * server's, which stay English): the field's error display looks each one up (field.tsx).
 */
export default {
  "auth.meta.title": "Sign In or Sign Up | Affordable",
  "auth.meta.description": "Sign in or create a free Affordable account as a renter or a landlord.",
  "auth.backHome": "Back to Home",
  "auth.welcome": "Welcome to Affordable",
  "auth.tagline": "No agents. No application fees. Deal directly.",
  "auth.tabs.label": "Sign in or sign up",
  "auth.signIn": "Sign In",
  "auth.signUp": "Sign Up",
  "auth.email": "Email",
  "auth.password": "Password",
  "auth.signingIn": "Signing in...",
  "auth.forgotPassword": "Forgot your password?",
  "auth.fullName": "Full Name",
  "auth.passwordHint": "At least {min} characters",
  "auth.role": "I am a",
  "auth.role.renter": "Renter",
  "auth.role.landlord": "Landlord",
  "auth.creatingAccount": "Creating account...",

  "auth.forgot.metaTitle": "Reset your password | Affordable",
  "auth.forgot.metaDescription": "Get a link to choose a new password for your Affordable account.",
  "auth.forgot.title": "Reset your password",
  "auth.forgot.sent":
    "If an account exists for that email, we've sent a link to reset the password. It works for one hour.",
  "auth.forgot.intro": "Enter your account's email and we'll send you a reset link.",
  "auth.forgot.sending": "Sending...",
  "auth.forgot.send": "Send reset link",
  "auth.forgot.backToSignIn": "Back to Sign In",

  "auth.reset.metaTitle": "Choose a new password | Affordable",
  "auth.reset.title": "Choose a new password",
  "auth.reset.invalid": "This reset link is invalid or has expired.",
  "auth.reset.askNew": "Ask for a new one",
  "auth.reset.newPassword": "New password",
  "auth.reset.saving": "Saving...",
  "auth.reset.save": "Save new password",

  // Form errors: common/schemas/auth.ts and text.ts, then the server's (Better Auth, rate limit, email queue).
  "error.Please enter a valid email address": "Please enter a valid email address",
  "error.Email is too long": "Email is too long",
  "error.Email is required": "Email is required",
  "error.Password is required": "Password is required",
  "error.Password is too long": "Password is too long",
  [`error.Password must be at least ${PASSWORD_MIN_LENGTH} characters long`]: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  [`error.Password must be at most ${PASSWORD_MAX_LENGTH} characters long`]: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  "error.Please enter your full name": "Please enter your full name",
  [`error.Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`]: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  "error.Please choose renter or landlord": "Please choose renter or landlord",
  "error.This reset link is invalid or has expired": "This reset link is invalid or has expired",
  [`error.${SINGLE_LINE_MESSAGE}`]: SINGLE_LINE_MESSAGE,
  "error.Invalid token": "Invalid token",
  "error.Invalid email or password": "Invalid email or password",
  "error.User already exists. Use another email.": "User already exists. Use another email.",
  "error.Failed to create account": "Failed to create account",
  "error.Failed to sign in": "Failed to sign in",
  "error.Too many attempts. Please wait a minute and try again.":
    "Too many attempts. Please wait a minute and try again.",
  "error.We couldn't send the reset email. Please try again in a few minutes.":
    "We couldn't send the reset email. Please try again in a few minutes.",
} as const;
