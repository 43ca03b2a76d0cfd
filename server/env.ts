import { z } from "zod";
import type { SocialLink } from "../common/constants";
import { parseImageHosts } from "../common/images";
import {
  DEFAULT_MAP_ATTRIBUTION,
  DEFAULT_MAP_ATTRIBUTION_URL,
  DEFAULT_MAP_TILE_URL,
  tileOrigin,
} from "../common/map";

const booleanString = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/**
 * How many reverse proxies in front of the app to trust, like Express's `trust proxy`: 0 (false, unset)
 * ignores X-Forwarded-For, 1 takes its right-most entry, 2 the second from the right. `true` means 1.
 */
const trustedProxyHops = z
  .string()
  .trim()
  .regex(
    /^(true|false|\d{1,2})$/,
    "must be the number of proxies in front of the app (0, 1, 2...), or true (= 1)",
  )
  .optional()
  .transform((v) => (v === undefined || v === "false" ? 0 : v === "true" ? 1 : Number(v)));

/** Our own account on a social network, linked from the footer and the contact page: https only. */
const socialAccountUrl = z
  .url({ protocol: /^https$/, error: "must be an https:// address of our own account" })
  .optional();

/**
 * Every setting the server reads. This is the only module that reads process.env; a bad value stops
 * start-up with a message naming the setting.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    /** auto: seed an empty embedded database; always: seed whatever database is empty; never. */
    SEED: z.enum(["auto", "always", "never"]).default("auto"),
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SUPPORT_EMAIL: z.email().default("support@affordable.example"),
    MAIL_FROM: z.string().default("Affordable <no-reply@affordable.example>"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    /**
     * Seconds between the runs that match listings gone live against the saved searches (instant alerts):
     * 60, the match job's once-a-minute schedule, by default; 1-59 also queues a run that often (the e2e
     * server, whose alerts must arrive within seconds).
     */
    ALERT_MATCH_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Reverse proxies in front of the app whose X-Forwarded-For entries are trusted (server/client-address.ts). */
    TRUST_PROXY: trustedProxyHops,
    /** Sign-in, sign-up and password-reset attempts allowed per client address per minute. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Rent-estimates provider (GET {url}/rent-estimates); without URL and key, estimates come from our listings. */
    MARKET_DATA_URL: z.url().optional(),
    /** The provider's API key: server-side only, never sent to the browser. */
    MARKET_DATA_KEY: z.string().min(1).optional(),
    /**
     * Where a listing is placed: its ZIP code's centroid from the embedded database (default, no call out),
     * or its street address through the U.S. Census Geocoder or a Nominatim-compatible server.
     */
    GEOCODER: z.enum(["zip", "census", "nominatim"]).default("zip"),
    /** The geocoder's base URL (default: the public Census or OpenStreetMap Nominatim service). */
    GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Who takes crypto donations: the built-in sandbox (default) or NOWPayments. */
    PAYMENTS_PROVIDER: z.enum(["sandbox", "nowpayments"]).default("sandbox"),
    NOWPAYMENTS_API_URL: z.url().default("https://api.nowpayments.io"),
    NOWPAYMENTS_API_KEY: z.string().min(1).optional(),
    NOWPAYMENTS_IPN_SECRET: z.string().min(1).optional(),
    /** Signs the sandbox provider's notifications; derived from the auth secret when unset. */
    SANDBOX_PAYMENTS_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Lets the sandbox (test money, anyone can "pay") run on a public address, e.g. a staging site. */
    PAYMENTS_SANDBOX_ALLOWED: booleanString,
    /**
     * S3-compatible file storage (photos, verification documents), shared by every app instance; without
     * S3_ENDPOINT and S3_BUCKET files live under DATA_DIR/files.
     */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Bucket in the path (MinIO, most self-hosted stores) rather than in the host name; default true. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((v) => v === undefined || v === "true" || v === "1"),
    /** Our social accounts; a network without one is not linked at all. */
    SOCIAL_INSTAGRAM_URL: socialAccountUrl,
    SOCIAL_X_URL: socialAccountUrl,
    SOCIAL_FACEBOOK_URL: socialAccountUrl,
    SOCIAL_TIKTOK_URL: socialAccountUrl,
    SOCIAL_LINKEDIN_URL: socialAccountUrl,
    /** Other origins listing photos may come from (CSP img-src); our own origin is always allowed. */
    IMAGE_HOSTS: z
      .string()
      .default("")
      .transform((value, ctx) => {
        const { origins, invalid } = parseImageHosts(value);
        for (const entry of invalid) {
          ctx.addIssue({
            code: "custom",
            message: `"${entry}" is not an https:// origin (no path, no wildcard)`,
          });
        }
        return origins;
      }),
    /**
     * Raster map tiles (the search, city and listing maps): a `{z}/{x}/{y}` URL template on one https origin,
     * which the CSP's img-src allows; OpenStreetMap's standard tiles by default.
     */
    MAP_TILE_URL: z
      .string()
      .default(DEFAULT_MAP_TILE_URL)
      .refine(
        (value) => tileOrigin(value) !== null,
        "must be an https:// URL template with {z}, {x} and {y} on one host (no {s} sub-domains)",
      ),
    /** The credit the tiles' provider asks for, shown on every map, and the page it links to. */
    MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).default(DEFAULT_MAP_ATTRIBUTION),
    MAP_TILE_ATTRIBUTION_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_MAP_ATTRIBUTION_URL),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_PROVIDER === "sandbox" && !env.PAYMENTS_SANDBOX_ALLOWED) {
      const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
      if (!isLoopbackUrl(publicUrl)) {
        ctx.addIssue({
          code: "custom",
          path: ["PAYMENTS_PROVIDER"],
          message:
            "is the sandbox (test money that anyone can pay), which runs only on a loopback PUBLIC_URL; " +
            "set PAYMENTS_PROVIDER=nowpayments, or PAYMENTS_SANDBOX_ALLOWED=true for a test deployment",
        });
      }
    }
    if (env.S3_ENDPOINT || env.S3_BUCKET) {
      for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key])
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required when S3 storage is configured (S3_ENDPOINT or S3_BUCKET is set)",
          });
      }
    }
    if (env.PAYMENTS_PROVIDER !== "nowpayments") return;
    for (const key of ["NOWPAYMENTS_API_KEY", "NOWPAYMENTS_IPN_SECRET"] as const) {
      if (!env[key])
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "is required when PAYMENTS_PROVIDER=nowpayments",
        });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    DATABASE_URL: env.DATABASE_URL || undefined,
  }));

export type Env = z.infer<typeof envSchema>;

/** The social networks in the order the site lists them, each with the setting holding our account. */
const SOCIAL_ACCOUNTS = [
  { name: "Instagram", setting: "SOCIAL_INSTAGRAM_URL" },
  { name: "X", setting: "SOCIAL_X_URL" },
  { name: "Facebook", setting: "SOCIAL_FACEBOOK_URL" },
  { name: "TikTok", setting: "SOCIAL_TIKTOK_URL" },
  { name: "LinkedIn", setting: "SOCIAL_LINKEDIN_URL" },
] as const;

/** Links to our configured social accounts only: none set, none shown (never a network's home page). */
export function socialLinks(env: Env): SocialLink[] {
  return SOCIAL_ACCOUNTS.flatMap(({ name, setting }) => {
    const href = env[setting];
    return href ? [{ name, href }] : [];
  });
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid settings:\n${problems}`);
  }
  return parsed.data;
}

/** Whether a URL's host is this machine (localhost, *.localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === "[::1]"
  );
}
