import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const SUFFIX = "?limits";

/**
 * `import limits from "@common/schemas/contact?limits"`: the HTML constraints (`required`, `maxLength`,
 * `min`, ...) of every object schema the module exports, by export name (`moduleFormLimits` in
 * app/lib/form-limits.ts). A form renders its constraints from these, so its page needs no zod to render:
 * the schema itself loads when someone first uses the form (`formSchema`, app/lib/forms.ts).
 *
 * In a build the schema module is evaluated here, in Node, and the module is plain JSON. Under the dev server
 * and Vitest it computes the same at run time, so an edited schema shows at once.
 */
export function formLimits({ root }: { root: string }): Plugin {
  const limitsModule = path.join(root, "app/lib/form-limits.ts");
  const built = new Map<string, Promise<Record<string, unknown>>>();
  const evaluate = async (file: string) => {
    const { tsImport } = await import("tsx/esm/api");
    const [schemas, { moduleFormLimits }] = await Promise.all([
      tsImport(pathToFileURL(file).href, import.meta.url) as Promise<Record<string, unknown>>,
      tsImport(pathToFileURL(limitsModule).href, import.meta.url) as Promise<
        typeof import("../app/lib/form-limits.ts")
      >,
    ]);
    return moduleFormLimits(schemas);
  };
  return {
    name: "form-limits",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      if (this.environment?.mode !== "build") {
        return [
          `import * as schemas from ${JSON.stringify(file)};`,
          `import { moduleFormLimits } from ${JSON.stringify(limitsModule)};`,
          "export default moduleFormLimits(schemas);",
        ].join("\n");
      }
      // Both builds (browser and server) ask for the same modules: each is evaluated once.
      let pending = built.get(file);
      if (!pending) {
        pending = evaluate(file);
        built.set(file, pending);
      }
      const limits = await pending;
      if (Object.keys(limits).length === 0)
        this.error(`${file} exports no object schema to take limits from`);
      return `export default ${JSON.stringify(limits)};`;
    },
  };
}
