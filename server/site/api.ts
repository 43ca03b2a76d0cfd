import { Hono } from "hono";
import type { AppDeps } from "../context";
import { readJsonBody } from "../http";
import { submitContactMessage } from "./contact-service";

export function siteApi(deps: AppDeps) {
  const api = new Hono<{ Variables: { clientIp: string } }>();
  api.post("/send-contact-email", async (c) => {
    const body = await readJsonBody(c.req.raw);
    const { id } = await submitContactMessage(deps, body, { ip: c.get("clientIp") });
    return c.json({ ok: true, id }, 201);
  });
  return api;
}
