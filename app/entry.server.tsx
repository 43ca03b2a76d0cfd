import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; browsers get the shell first, then deferred data streams in.
    const wholePage = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      const stream = createReadableStreamFromReadable(body);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          if (!wholePage) respond();
        },
        onAllReady() {
          // Done: the timer below would otherwise hold this render's state for its whole delay.
          clearTimeout(deadline);
          if (wholePage) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger?.error({ err: error }, "render error");
        },
      },
    );
    deadline = setTimeout(abort, streamTimeout + 1000);
  });
}
