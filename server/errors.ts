/** The one application error type: services throw it, the HTTP layer maps its code to a status. */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "UPSTREAM_FAILED"
  /** Our own dependency (the database) failed: try again later. */
  | "UNAVAILABLE";

const statusByCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Per-field messages, shown under each field. */
  readonly fieldErrors?: Record<string, string>;

  constructor(code: AppErrorCode, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof Error && error.name === "AppError" && "code" in error;
}
