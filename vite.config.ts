import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { formLimits } from "./vite-plugins/form-limits.ts";
import { serverOnlyGuard } from "./vite-plugins/server-only-guard.ts";
import { shellChunks } from "./vite-plugins/shell-chunks.ts";

export default defineConfig({
  plugins: [
    serverOnlyGuard({ root: import.meta.dirname }),
    formLimits({ root: import.meta.dirname }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "@common": path.resolve(import.meta.dirname, "common"),
      "@server": path.resolve(import.meta.dirname, "server"),
    },
  },
  build: {
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: shellChunks(import.meta.dirname) } } },
  },
  ssr: {
    // Server-only packages stay external in the server bundle; the Hono process passes live instances in.
    external: ["@electric-sql/pglite", "pg", "better-auth", "nodemailer", "pino"],
  },
});
