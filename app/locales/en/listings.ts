/** Texts of the listings area (see docs/i18n.md). */
export default {} as const;
