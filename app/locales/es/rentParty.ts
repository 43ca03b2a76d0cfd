import type en from "../en/rentParty";

export default {} satisfies Record<keyof typeof en, string>;
