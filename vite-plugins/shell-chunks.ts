import path from "node:path";

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

/**
 * Chunk groups for the browser build (Rolldown's `codeSplitting.groups`). Every page loads the root route,
 * so our modules it imports statically (header, footer, toasts, buttons, helpers) are loaded on every page
 * anyway: gathered into one `shell` chunk instead of a small file each, a first visit makes a dozen fewer
 * requests (each a round trip on a slow phone connection) without adding a byte to any page. Libraries and
 * everything else are split as Rolldown decides. `npm run check:bundle` fails a budget page that loads more
 * than PAGE_FILE_BUDGET script files, so a renamed file in `publicKit` does not go unnoticed.
 */
export function shellChunks(root: string) {
  const rootRoute = path.join(root, "app/root.tsx");
  const ours = [path.join(root, "app") + path.sep, path.join(root, "common") + path.sep];
  // Small modules most public pages use (the listing card and its parts, formatting): in the shell too, so
  // a page does not fetch a dozen 0.2-1.7 KB files; pages that use none of them carry about 5 KB more.
  const publicKit = [
    "common/format.ts",
    "common/money.ts",
    "common/constants.ts",
    "common/og.ts",
    "common/us-states.ts",
    "common/location.ts",
    "common/message-rules.ts",
    "app/components/ui/card.tsx",
    "app/components/ui/field.tsx",
    "app/components/listing-card.tsx",
    "app/components/listing-photo.tsx",
    "app/components/verified-landlord-badge.tsx",
    "app/components/campaign-progress.tsx",
    "app/components/feature-cards.tsx",
    "app/components/market-snapshot.tsx",
  ].map((file) => path.join(root, file));
  // Computed once, from the first build's graph: React Router builds the browser bundle first (the server
  // build needs its manifest), and in the server build this grouping only names chunks, it changes no page.
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
    for (const id of publicKit) seen.add(id);
    shell = seen;
    return seen;
  };
  // Every page with a form loads Conform and app/lib/forms.ts; the forms' limits (`?limits`, a few hundred
  // bytes of JSON each) and the small modules of texts the forms show ride in the same file. Not
  // @conform-to/zod: it and zod load when a form is first used (app/lib/forms.ts).
  const formsModule = path.join(root, "app/lib/forms.ts");
  const formKit = new Set([
    formsModule,
    path.join(root, "common/listing-report.ts"),
    path.join(root, "common/rent-party-rules.ts"),
    path.join(root, "common/phone.ts"),
  ]);
  const conform = /[\\/]node_modules[\\/]@conform-to[\\/](react|dom)[\\/]/;
  const isFormKit = (id: string, graph: ModuleGraph) => {
    if (formKit.has(id) || conform.test(id)) return true;
    if (!id.endsWith("?limits")) return false;
    // Limits read by several forms (not, say, the search filters, which use no Conform). Limits only one
    // form reads ride in that form's own file instead: every page with a form would carry them otherwise
    // (the listing form's alone were 0.5 KB on the listing page).
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    return (
      importers.length > 1 &&
      importers.every((i) => graph.getModuleInfo(i)?.importedIds.includes(formsModule))
    );
  };
  // The campaign page's small parts that the thank-you page and the campaign lists share (the status
  // badge, the Share section): one file, so the campaign page stays within PAGE_FILE_BUDGET.
  const campaignKit = new Set(
    [
      "app/features/rent-parties/campaign-status-badge.tsx",
      "app/features/rent-parties/share-campaign.tsx",
      "common/share.ts",
    ].map((file) => path.join(root, file)),
  );
  // "Save this search" on /rentals and the saved searches page share the saved-search rules and the save
  // form: one file for both, so /rentals stays within PAGE_FILE_BUDGET.
  const savedSearchKit = new Set(
    ["common/saved-search.ts", "common/distance.ts", "app/features/saved-searches/save-search-form.tsx"].map(
      (file) => path.join(root, file),
    ),
  );
  return [
    {
      name: (id: string, graph: ModuleGraph) =>
        ours.some((dir) => id.startsWith(dir)) && reachableFromRoot(graph).has(id) ? "shell" : null,
    },
    { name: (id: string, graph: ModuleGraph) => (isFormKit(id, graph) ? "forms" : null) },
    { name: (id: string) => (campaignKit.has(id) ? "campaign" : null) },
    { name: (id: string) => (savedSearchKit.has(id) ? "saved-search" : null) },
  ];
}
