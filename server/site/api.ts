import { Hono } from "hono";
import type { AppDeps } from "../context";
import { readJsonBody } from "../http";
import { submitContactMessage } from "./contact-service";

export function siteApi(deps: AppDeps) {
  const api = new Hono();
  api.post("/send-contact-email", async (c) => {
    const body = await readJsonBody(c.req.raw);
    const { id } = await submitContactMessage(
      { db: deps.db, mailer: deps.mailer, logger: deps.logger, supportEmail: deps.env.SUPPORT_EMAIL },
      body,
    );
    return c.json({ ok: true, id }, 201);
  });
  return api;
}
