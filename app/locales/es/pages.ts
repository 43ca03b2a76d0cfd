import type en from "../en/pages";

export default {} satisfies Record<keyof typeof en, string>;
