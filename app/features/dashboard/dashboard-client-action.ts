import { keepTypedOnFailure } from "~/lib/keep-typed";
import { UPDATE_FAILED } from "./dashboard-texts";

/** Every dashboard's `clientAction`: a profile edit that cannot reach the server keeps what was typed and says "Update failed". */
export function dashboardClientAction<T>({ serverAction }: { serverAction: () => Promise<T> }) {
  return keepTypedOnFailure(serverAction, { message: UPDATE_FAILED.description, toast: UPDATE_FAILED });
}
