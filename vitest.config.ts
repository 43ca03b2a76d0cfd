import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { formLimits } from "./vite-plugins/form-limits.ts";

const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "@common": path.resolve(import.meta.dirname, "common"),
  "@server": path.resolve(import.meta.dirname, "server"),
};

// Every test runs on embedded PGlite; when TEST_DATABASE_URL is set the database tests run a second
// time against that PostgreSQL server, each test file in a database of its own.
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true as const,
    resolve: { alias },
    test: {
      name: "pglite",
      include: [
        "common/**/*.test.ts",
        "server/**/*.test.ts",
        "app/**/*.test.ts",
        "scripts/**/*.test.ts",
        "vite-plugins/**/*.test.ts",
      ],
      env: { TEST_DB_KIND: "pglite" },
      globalSetup: ["server/test/global-setup.ts"],
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true as const,
    resolve: { alias },
    test: {
      name: "postgres",
      include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
      env: { TEST_DB_KIND: "postgres" },
      globalSetup: ["server/test/global-setup.ts"],
    },
  });
}

export default defineConfig({
  // Route modules and forms import `?limits` (computed at run time here, as under the dev server).
  plugins: [formLimits({ root: import.meta.dirname })],
  test: {
    projects,
    // Vitest's default on this 2-core machine is one worker (cores - 1). Test files spend much of their
    // time waiting on their database, so two run at once (with the template databases of global-setup.ts the
    // PGlite files went from 483 s to 235 s on a busy machine).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Each worker keeps its loaded modules from one test file to the next instead of importing the app
    // again for every file: the PGlite run went from 234 s to 140 s (imports 90 s -> 15 s). The tests
    // share no module state: every file builds its own app, database and providers (server/test/app.ts).
    isolate: false,
  },
});
