/** Texts of the messages area (see docs/i18n.md). */
export default {} as const;
