import { defineRequestState } from "@better-auth/core/context";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import {
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_ROLES,
} from "../../common/constants";
import { DEFAULT_LOCALE, LOCALE_COOKIE, localeOr } from "../../common/i18n";
import type { Database } from "../db/client";
import { accounts, profiles, sessions, verifications } from "../db/schema/auth";
import { EMAIL_JOB } from "../jobs/email";
import type { JobQueue } from "../jobs/queue";
import { passwordResetEmail } from "./emails";
import { CLIENT_IP_HEADER } from "./endpoints";

export interface AuthOptions {
  db: Database;
  publicUrl: string;
  secret: string;
  jobs: JobQueue;
}

/** The answer to a password-reset request whose email could not be put on the queue. */
export const RESET_EMAIL_NOT_QUEUED = "We couldn't send the reset email. Please try again in a few minutes.";

export function createAuth({ db, publicUrl, secret, jobs }: AuthOptions) {
  // Better Auth logs and drops whatever `sendResetPassword` throws, then answers "check your email":
  // the failure is noted for this request and the after hook turns the answer into an error.
  const resetEmailFailed = defineRequestState(() => false);
  return betterAuth({
    appName: "Affordable",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: profiles, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      fields: { name: "fullName" },
      additionalFields: {
        // Server-owned (docs/security.md): no Better Auth endpoint may write it. Sign-up's choice of renter
        // or landlord is read from the request body by the user.create hook below.
        role: { type: "string", required: false, defaultValue: "renter", input: false },
        phone: { type: "string", required: false, input: false },
        // The language of the account's emails: the `lang` cookie at sign-up (the hook below), then the
        // language switch (server/i18n/locale-routing.ts).
        locale: { type: "string", required: false, defaultValue: DEFAULT_LOCALE, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        try {
          // Better Auth's type lists only its own fields; the row it read has ours too.
          const stored = (user as { locale?: unknown }).locale;
          const locale = localeOr(stored);
          await jobs.send(EMAIL_JOB, passwordResetEmail({ to: user.email, name: user.name, url, locale }));
        } catch (error) {
          await resetEmailFailed.set(true);
          throw error;
        }
      },
    },
    // Sign-in and sign-up are rate limited by our own limiter (server/rate-limits/limiter.ts), which
    // sees the real client address and also covers the page forms.
    rateLimit: { enabled: false },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/request-password-reset" && (await resetEmailFailed.get())) {
          throw new APIError("INTERNAL_SERVER_ERROR", { message: RESET_EMAIL_NOT_QUEUED });
        }
      }),
    },
    advanced: {
      useSecureCookies: publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // The address recorded with a session: set by our server on every request (server/auth/endpoints.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // One query for a session and its user (the relations in server/db/schema/auth.ts) instead of two:
      // every signed-in request reads its session.
      database: { joins: true },
    },
    databaseHooks: {
      user: {
        create: {
          // Self sign-up may only create renters and landlords, never an admin. Admins come from
          // scripts/create-admin.ts, which promotes after creating. `role` is not an input field, so
          // Better Auth hands us its default: the choice is read from the sign-up body here.
          async before(user, ctx) {
            const requested = signUpBody(ctx)?.role;
            const role = requested === undefined ? "renter" : requested;
            if (!isSignUpRole(role)) {
              throw new APIError("BAD_REQUEST", { message: "Role must be renter or landlord" });
            }
            const name = typeof user.name === "string" ? user.name.trim() : "";
            if (!name) throw new APIError("BAD_REQUEST", { message: "Please enter your full name" });
            if (name.length > FULL_NAME_MAX_LENGTH) {
              throw new APIError("BAD_REQUEST", {
                message: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
              });
            }
            // The language the visitor was reading in (common/i18n.ts), for the account's emails.
            const chosen = ctx?.getCookie(LOCALE_COOKIE);
            const locale = localeOr(chosen);
            return { data: { ...user, name, role, locale } };
          },
        },
        update: {
          // Belt and braces behind `input: false` and the endpoint allow-list (server/auth/endpoints.ts):
          // nothing goes through Better Auth to change a role; server code writes it with Drizzle.
          async before(data) {
            if ("role" in data) throw new APIError("FORBIDDEN", { message: "The role cannot be changed" });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function signUpBody(ctx: { path?: string; body?: unknown } | null): Record<string, unknown> | undefined {
  if (ctx?.path !== "/sign-up/email") return undefined;
  const body = ctx.body;
  return body && typeof body === "object" ? (body as Record<string, unknown>) : undefined;
}

function isSignUpRole(role: unknown): role is (typeof SIGN_UP_ROLES)[number] {
  return typeof role === "string" && (SIGN_UP_ROLES as readonly string[]).includes(role);
}
