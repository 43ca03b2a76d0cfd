import type en from "../en/listings";

export default {} satisfies Record<keyof typeof en, string>;
