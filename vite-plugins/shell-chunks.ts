import path from "node:path";

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Chunk groups for the browser build (Rolldown's `codeSplitting.groups`). Every page loads the root route,
 * so our modules it imports statically (header, footer, toasts, buttons, helpers) are loaded on every page
 * anyway: gathered into one `shell` chunk instead of a small file each, a first visit makes a dozen fewer
 * requests (each a round trip on a slow phone connection) without adding a byte to any page. Libraries and
 * everything else are split as Rolldown decides.
 */
export function shellChunks(root: string) {
  const rootRoute = path.join(root, "app/root.tsx");
  const ours = [path.join(root, "app") + path.sep, path.join(root, "common") + path.sep];
  let shell: Set<string> | null = null;
  const reachableFromRoot = (graph: ModuleGraph) => {
    if (shell) return shell;
    const seen = new Set<string>();
    const queue = [rootRoute];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
    }
    shell = seen;
    return seen;
  };
  return [
    {
      name: (id: string, graph: ModuleGraph) =>
        ours.some((dir) => id.startsWith(dir)) && reachableFromRoot(graph).has(id) ? "shell" : null,
    },
  ];
}
