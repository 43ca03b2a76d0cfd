import http from "node:http";

/**
 * A stand-in for the map's raster tile server (`GET /{z}/{x}/{y}.png`), started by playwright.config.ts;
 * the app server's MAP_TILE_URL points here, so no test fetches tiles from the internet.
 * Every tile is the same light-grey PNG. `GET /control/served` says how many tiles it has served.
 */
const port = Number(process.env.PORT ?? 3215);
// A 1x1 light-grey PNG; Leaflet draws each tile at 256x256.
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN4+vw1AAVsArjSAflTAAAAAElFTkSuQmCC",
  "base64",
);
let served = 0;

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://tiles");
  if (url.pathname === "/health") return void res.end("ok");
  if (url.pathname === "/control/served") return void res.end(String(served));
  if (!/^\/\d{1,2}\/\d+\/\d+\.png$/.test(url.pathname)) return void res.writeHead(404).end();
  served++;
  res.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" });
  res.end(TILE);
});

server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
