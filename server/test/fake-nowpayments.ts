import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server speaking the part of NOWPayments' API we use (tests only): invoices (POST /v1/invoice)
 * and payment look-ups (GET /v1/payment/{id}), behind an API key, with switches to make it fail.
 */
export interface FakeNowPayments {
  url: string;
  apiKey: string;
  invoices: Map<string, Record<string, unknown>>;
  payments: Map<string, Record<string, unknown>>;
  requests: Array<{ method: string; url: string; apiKey: string | undefined; body: unknown }>;
  /** Invoice creation answers HTTP 500, or an invoice_url that is not http(s). */
  failInvoices: false | "http" | "bad-url";
  /** Payment look-ups answer HTTP 500. */
  failLookups: boolean;
  close(): Promise<void>;
}

export async function startFakeNowPayments(apiKey: string): Promise<FakeNowPayments> {
  let nextId = 5_000_000_000;
  const fake = {
    apiKey,
    invoices: new Map(),
    payments: new Map(),
    requests: [],
    failInvoices: false,
    failLookups: false,
  } as Omit<FakeNowPayments, "url" | "close">;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : null;
      const key = req.headers["x-api-key"] as string | undefined;
      fake.requests.push({ method: req.method ?? "", url: req.url ?? "", apiKey: key, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (key !== apiKey) return send(403, { status: false, message: "Invalid api key" });
      if (req.method === "POST" && req.url === "/v1/invoice") {
        if (fake.failInvoices === "http") return send(500, { message: "Internal error" });
        const id = String(nextId++);
        const invoice = {
          id,
          token_id: "tok",
          ...body,
          invoice_url:
            fake.failInvoices === "bad-url"
              ? "javascript:alert(1)"
              : `https://nowpayments.io/payment/?iid=${id}`,
          created_at: new Date().toISOString(),
        };
        fake.invoices.set(id, invoice);
        return send(200, invoice);
      }
      const payment = req.url?.match(/^\/v1\/payment\/(\w+)$/);
      if (req.method === "GET" && payment) {
        if (fake.failLookups) return send(500, { message: "Internal error" });
        const found = fake.payments.get(payment[1]);
        return found ? send(200, found) : send(404, { message: "Payment not found" });
      }
      send(404, { message: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
