/**
 * After `react-router build` (npm run build): builds the service worker (service-worker/sw.js bundled with
 * Workbox's modules by Vite, then workbox-build's injectManifest: the list of built files to precache, plus
 * the offline screens), then writes a brotli (.br, quality 11) and a gzip (.gz, level 9)
 * copy next to every compressible file of the client build, so the static handler serves them by
 * Accept-Encoding without compressing per request (server/app.ts, serveStatic `precompressed`).
 *
 *   npm run build            (runs this)
 *   BUILD_DIR=build node --import tsx scripts/postbuild.ts
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "vite";
import { injectManifest } from "workbox-build";

const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml|map)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

function precompress(clientDir: string) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  let gzip = 0;
  for (const file of walk(clientDir)) {
    if (!COMPRESSIBLE_FILE.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = zlib.gzipSync(data, { level: 9 });
    // A copy that is not smaller is not worth serving.
    if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    files++;
    raw += data.length;
    brotli += Math.min(br.length, data.length);
    gzip += Math.min(gz.length, data.length);
  }
  return { files, raw, brotli, gzip };
}

/** Pages rendered by the server that the service worker shows offline: precached with the build. */
const OFFLINE_PAGES = ["/rentals/offline", "/party/offline", "/es/rentals/offline", "/es/party/offline"];

/**
 * service-worker/sw.js with the Workbox modules it imports, as one minified classic script (a worker
 * registered without `type: "module"`). Workbox's development logging goes (NODE_ENV is production).
 */
async function bundleServiceWorker(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: path.resolve("service-worker/sw.js"),
        output: { format: "iife", entryFileNames: "sw.js" },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!("output" in output)) continue;
    const chunk = output.output.find((file) => file.type === "chunk" && file.isEntry);
    if (chunk && chunk.type === "chunk") return chunk.code;
  }
  throw new Error("postbuild: the service worker bundle has no entry chunk");
}

async function buildServiceWorker(buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  // The offline screens change with the server build: its hash is their revision.
  const serverBuild = fs.readFileSync(path.join(buildDir, "server", "index.js"));
  const revision = crypto.createHash("sha256").update(serverBuild).digest("hex").slice(0, 16);
  // injectManifest only fills in the manifest: it reads the bundle from a file of its own.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-sw-"));
  const swSrc = path.join(tmp, "sw.js");
  fs.writeFileSync(swSrc, await bundleServiceWorker());
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: path.join(clientDir, "sw.js"),
    globDirectory: clientDir,
    // The app shell: every script, style sheet and SVG of the build (the icon sprite, so offline screens keep
    // their icons), the app icons and the manifest.
    globPatterns: [
      "assets/**/*.{js,css,svg}",
      "icons/*.png",
      "manifest.webmanifest",
      "manifest.es.webmanifest",
      "favicon.svg",
    ],
    globIgnores: ["sw.js", "**/*.br", "**/*.gz"],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    modifyURLPrefix: { "": "/" },
    additionalManifestEntries: OFFLINE_PAGES.map((url) => ({ url, revision })),
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  }).finally(() => fs.rmSync(tmp, { recursive: true, force: true }));
  for (const warning of warnings) console.warn(`postbuild: ${warning}`);
  return { count, size };
}

async function main() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const clientDir = path.join(buildDir, "client");
  if (!fs.existsSync(clientDir)) {
    console.error(`postbuild: ${clientDir} does not exist; run \`react-router build\` first.`);
    process.exit(2);
  }
  const sw = await buildServiceWorker(buildDir);
  const worker = fs.readFileSync(path.join(clientDir, "sw.js"));
  console.log(
    `postbuild: sw.js is ${worker.length} bytes (gzip ${zlib.gzipSync(worker, { level: 9 }).length}) and ` +
      `precaches ${sw.count} files (${(sw.size / 1024).toFixed(0)} KiB before compression)`,
  );
  const r = precompress(clientDir);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `postbuild: ${r.files} files precompressed: ${kib(r.raw)} -> brotli ${kib(r.brotli)}, gzip ${kib(r.gzip)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
