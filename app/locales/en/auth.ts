/** Texts of the auth area (see docs/i18n.md). */
export default {} as const;
