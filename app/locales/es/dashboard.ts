import type en from "../en/dashboard";

export default {} satisfies Record<keyof typeof en, string>;
