import type en from "../en/messages";

export default {} satisfies Record<keyof typeof en, string>;
