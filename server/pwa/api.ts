import { Hono } from "hono";
import { readSessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { readJsonBody } from "../http";
import { recordPwaInstall } from "./install-service";

/** POST /api/pwa-installs: the install banner reports an `appinstalled` event. */
export function pwaApi(deps: AppDeps) {
  const api = new Hono<{ Variables: { clientIp: string } }>();
  api.post("/pwa-installs", async (c) => {
    const body = await readJsonBody(c.req.raw);
    const user = await readSessionUser(deps.auth, c.req.raw.headers);
    const { id } = await recordPwaInstall(deps, user, body, {
      userAgent: c.req.header("user-agent"),
      ip: c.get("clientIp"),
    });
    return c.json({ ok: true, id }, 201);
  });
  return api;
}
