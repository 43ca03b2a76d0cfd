import { type ChildProcess, spawn } from "node:child_process";

/**
 * How long a built server may take to answer its health check. A first start migrates a fresh embedded
 * database, and on a busy 2-core machine (a build or another test run beside it) that has taken well over
 * a minute; the deadline is only how long a server that never comes up is waited for.
 */
export const SERVER_START_TIMEOUT_MS = 180_000;

/**
 * Starts one more built server (`node --import tsx server/index.ts`) with `env` on top of this process's,
 * and resolves once `GET /api/health` answers 200. Throws a clear error, with what the server wrote to
 * stderr, when the port is already taken, the server exits, or the deadline passes.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const health = `http://localhost:${port}/api/health`;
  // Another server on the port (one left over) would answer for this one.
  if (await answers(health)) throw new Error(`port ${port} is already taken: ${health} answers`);
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const started = Date.now();
  for (;;) {
    if (await answers(health)) return server;
    if (server.exitCode !== null) {
      throw new Error(
        `the server on port ${port} exited (code ${server.exitCode}) before answering:\n${stderr}`,
      );
    }
    if (Date.now() - started > SERVER_START_TIMEOUT_MS) {
      server.kill("SIGKILL");
      throw new Error(
        `the server on port ${port} did not answer ${health} within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${stderr}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a server started by startServer and waits until it has exited. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}
