import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_ROLES,
} from "../constants";
import { singleLineText } from "./text";

export const emailSchema = singleLineText({ error: "Please enter a valid email address" })
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

export const signInSchema = z.object({
  email: singleLineText({ error: "Email is required" }).min(1, "Email is required").pipe(emailSchema),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, "Password is too long"),
});

export const passwordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const fullNameSchema = singleLineText({ error: "Please enter your full name" })
  .min(1, "Please enter your full name")
  .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`);

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SIGN_UP_ROLES, { error: "Please choose renter or landlord" }).default("renter"),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: singleLineText("This reset link is invalid or has expired")
    .min(1, "This reset link is invalid or has expired")
    .max(200, "This reset link is invalid or has expired"),
  password: passwordSchema,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
