import { isAppError } from "../errors";

/** The AppError a service call is refused with (its code and message); anything else fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}
