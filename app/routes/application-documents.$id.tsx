import { getDocumentFile } from "@server/applications/documents-service";
import { isAppError } from "@server/errors";
import type { Route } from "./+types/application-documents.$id";

/**
 * A renter's private document: to the renter, and to a landlord the renter applied to while access.ts
 * allows (`getDocumentFile` checks). Shown inline, never cached, never sniffed (only PDF, JPEG and PNG were
 * accepted, by their bytes). Signed out, anyone else, a deleted document or file: a plain 404, so nothing
 * tells a stranger that it exists.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const file = await getDocumentFile(context.deps, context.user, params.id);
    const asciiName = file.fileName.replace(/[^\w.\- ]/g, "_");
    return new Response(new Uint8Array(file.body), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.body.length),
        "Content-Disposition": `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
}
