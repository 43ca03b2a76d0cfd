import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The session-signing secret: BETTER_AUTH_SECRET when set; otherwise one generated on first start and
 * kept in the data folder (mode 0600), so sessions survive restarts without any setup.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A secret for one purpose, derived from the auth secret (HMAC-SHA256 keyed by it, over the purpose), so
 * other signatures (the flash-toast cookie, ...) never use the session-signing secret itself.
 */
export function deriveSecret(secret: string, purpose: string): string {
  return crypto.createHmac("sha256", secret).update(purpose).digest("hex");
}
