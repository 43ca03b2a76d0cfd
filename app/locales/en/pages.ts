/** Texts of the pages area (see docs/i18n.md). */
export default {} as const;
