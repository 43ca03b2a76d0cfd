import path from "node:path";
import type { Plugin } from "vite";

/**
 * Fails the browser build when it reaches server code: any module under `<root>/server/` or any
 * `*.server.ts(x)` file. The error names the import chain from the entry, so the leak is easy to find.
 *
 * React Router removes `loader`, `action` and `headers` (and the imports only they use) from route modules
 * before the client build resolves their imports, so route modules may import services for those exports.
 * An import that a component, `meta` or a shared helper still uses stays, and is refused here.
 */
export function serverOnlyGuard(options: { root: string; serverDirs?: string[] }): Plugin {
  const root = path.resolve(options.root);
  const noImporter = path.join(root, "index.html");
  const serverDirs = (options.serverDirs ?? ["server"]).map((dir) => path.join(root, dir) + path.sep);
  const dotServer = /\.server(\.[cm]?[jt]sx?)?$/;
  // The first importer seen for each resolved module: enough to print one chain back to an entry.
  const importerOf = new Map<string, string>();
  const RESOLVING = "server-only-guard:resolving";

  const clean = (id: string) => id.replace(/[?#].*$/, "").replace(/^\0/, "");
  const show = (id: string) => {
    const file = clean(id);
    return path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join("/") : file;
  };
  const isServerOnly = (id: string) => {
    const file = path.resolve(clean(id));
    return serverDirs.some((dir) => file.startsWith(dir)) || dotServer.test(file);
  };
  const chainTo = (importer: string) => {
    const chain = [importer];
    const seen = new Set(chain);
    let current = importer;
    for (
      let parent = importerOf.get(current);
      parent && !seen.has(parent);
      parent = importerOf.get(current)
    ) {
      chain.unshift(parent);
      seen.add(parent);
      current = parent;
    }
    return chain;
  };

  return {
    name: "affordable:server-only-guard",
    enforce: "pre",
    // Only the browser build: the SSR build is where server code belongs.
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    buildStart() {
      importerOf.clear();
    },
    async resolveId(source, importer, resolveOptions) {
      // No importer is no import by browser code: in dev, Vite passes `<root>/index.html` in its place when
      // it looks a URL up (React Router's dev CSS collection walks the server graph's URLs that way).
      if (!importer || importer === noImporter || resolveOptions?.custom?.[RESOLVING]) return null;
      const resolved = await this.resolve(source, importer, {
        ...resolveOptions,
        skipSelf: true,
        custom: { ...resolveOptions?.custom, [RESOLVING]: true },
      });
      if (!resolved || resolved.external) return resolved;
      if (!importerOf.has(resolved.id)) importerOf.set(resolved.id, importer);
      if (isServerOnly(resolved.id) && !isServerOnly(importer)) {
        // A route appears twice (React Router's client-route wrapper, then the module): show it once.
        const chain = [...chainTo(importer), resolved.id]
          .map(show)
          .filter((id, index, all) => id !== all[index - 1]);
        this.error(
          [
            "Server code in the browser bundle",
            "",
            `  ${show(resolved.id)} is server-only, but the client build reaches it:`,
            "",
            ...chain.map((id, index) => `    ${index === 0 ? "  " : "->"} ${id}`),
            "",
            `  '${show(importer)}' imports '${show(source)}' in code that runs in the browser (a component,`,
            "  meta, a shared helper). Route modules may use server code only in loader/action; move what the",
            "  page needs to common/, or return it from the loader.",
          ].join("\n"),
        );
      }
      return resolved;
    },
  };
}
