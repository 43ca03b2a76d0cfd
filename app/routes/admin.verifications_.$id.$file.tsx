import { isAppError } from "@server/errors";
import { getRequestDocument } from "@server/verification/service";
import { serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/admin.verifications_.$id.$file";

/**
 * A verification document, to admins only (`getRequestDocument` checks): shown inline, never cached,
 * never sniffed (only PDF, JPEG, PNG and WebP were accepted, by their bytes); the app's Content-Security-
 * Policy applies as on every response. Anyone else, and an unknown request, gets a plain 403/404 in the
 * page's language.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const file = await getRequestDocument(context.deps, context.user, params.id, params.file);
    return new Response(new Uint8Array(file.body), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.body.length),
        "Content-Disposition": `inline; filename="${file.filename}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Signed out is "not found" too: nothing tells a stranger that the request exists.
    const status = error.code === "FORBIDDEN" ? 403 : 404;
    const t = serverT(context.locale, "shell");
    return new Response(t(status === 403 ? "shell.plain.forbidden" : "shell.plain.notFound"), {
      status,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Language": context.locale,
        "Cache-Control": "private, no-store",
      },
    });
  }
}
