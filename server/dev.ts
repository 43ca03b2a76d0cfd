// `npm run dev`: the same server as server/index.ts, with pages from Vite's dev server in middleware mode
// (React Router's node-custom-server wiring): a change to a component shows in the browser at once (HMR),
// no build needed. `node --watch-path=server --watch-path=common` (package.json) restarts the process when
// code the Hono side loaded changes.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";

// Settled before React loads (see server/index.ts).
process.env.NODE_ENV ??= "development";

const fs = await import("node:fs");
const http = await import("node:http");
const { createServer: createViteServer, searchForWorkspaceRoot } = await import("vite");
const { start } = await import("./start");

const httpServer = http.createServer();
const vite = await createViteServer({
  // HMR's WebSocket shares the app's port (no second port to clash with other checkouts).
  server: {
    middlewareMode: true,
    hmr: { server: httpServer },
    // node_modules may be a link to a shared install outside the project (React Router's default
    // entry.client.tsx is served from it).
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), fs.realpathSync("node_modules")] },
  },
  appType: "custom",
  // tsx already compiles TypeScript: import vite.config.ts as it is, not bundled to a temporary file.
  configLoader: "native",
});

start({
  build: async () => {
    try {
      return (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    } catch (error) {
      // Point the stack at the source files, not Vite's transformed modules.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  },
  createServer: ((_options: unknown, honoListener: (req: IncomingMessage, res: ServerResponse) => void) => {
    httpServer.on("request", (req, res) => vite.middlewares(req, res, () => honoListener(req, res)));
    return httpServer;
  }) as unknown as typeof http.createServer,
  close: () => vite.close(),
});
