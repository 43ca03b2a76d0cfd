import http from "node:http";

/**
 * A stand-in for the rent-estimates provider (`GET /rent-estimates?city&state&limit`, key in x-api-key),
 * started by playwright.config.ts for the second app server (empty database, MARKET_DATA_URL set).
 * Chicago and Houston have estimates, Atlanta answers 503, the rest have none.
 * Tests steer and inspect it: `PUT /control/chicago-estimates` with "on"/"off"; `GET /control/asked`.
 */
const port = Number(process.env.PORT ?? 3212);
const asked: string[] = [];
let chicagoEstimates = true;

function estimates(city: string, state: string) {
  return [0, 1, 1, 2, 2, 3, 3, 3].map((bedrooms, i) => ({
    id: `est-${i}`,
    rent: 900 + i * 150,
    propertyType: bedrooms === 0 ? "Studio" : `${bedrooms} bedroom apartment`,
    bedrooms,
    bathrooms: bedrooms > 1 ? 2 : 1,
    city,
    state,
    zipCode: "60616",
  }));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://provider");
  if (url.pathname === "/health") return void res.end("ok");
  if (url.pathname === "/control/asked") {
    res.writeHead(200, { "content-type": "application/json" });
    return void res.end(JSON.stringify(asked));
  }
  if (url.pathname === "/control/chicago-estimates" && req.method === "PUT") {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      chicagoEstimates = body.trim() === "on";
      res.end(chicagoEstimates ? "on" : "off");
    });
    return;
  }
  if (url.pathname !== "/rent-estimates") return void res.writeHead(404).end();
  const city = url.searchParams.get("city") ?? "";
  asked.push(`${city}|${url.searchParams.get("limit")}|${req.headers["x-api-key"]}`);
  const found =
    (city === "Chicago" && chicagoEstimates) || city === "Houston"
      ? estimates(city, url.searchParams.get("state") ?? "")
      : [];
  res.writeHead(city === "Atlanta" ? 503 : 200, { "content-type": "application/json" });
  res.end(JSON.stringify({ rentEstimates: found }));
});

server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
