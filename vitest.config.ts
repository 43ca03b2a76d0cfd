import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

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
    },
  });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
