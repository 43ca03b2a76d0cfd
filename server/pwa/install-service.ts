import { pwaInstallSchema } from "../../common/schemas/pwa-install";
import type { SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { pwaInstalls } from "../db/schema/site";
import { AppError } from "../errors";
import { RATE_LIMIT_MESSAGE } from "../rate-limits/limiter";
import { parseInput } from "../validation";

/** What we keep of a user agent: enough to tell browsers apart, never a 100 KB header. */
export const USER_AGENT_MAX_LENGTH = 512;

/**
 * Records an install of the app in pwa_installs: the signed-in user or null (never an id
 * from the request body), the request's user agent trimmed to USER_AGENT_MAX_LENGTH, the platform.
 * Rate limited per client address.
 */
export async function recordPwaInstall(
  deps: Pick<AppDeps, "db" | "rateLimiter">,
  user: SessionUser | null,
  input: unknown,
  request: { userAgent: string | null | undefined; ip: string },
) {
  const { platform } = parseInput(pwaInstallSchema, input);
  if (!(await deps.rateLimiter.consume("pwaInstall", request.ip))) {
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
  }
  const userAgent = request.userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH) || null;
  const [row] = await deps.db
    .insert(pwaInstalls)
    .values({ userId: user?.id ?? null, userAgent, platform })
    .returning({ id: pwaInstalls.id });
  return row;
}
