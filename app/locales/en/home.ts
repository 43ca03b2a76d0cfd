/** Texts of the home area (see docs/i18n.md). */
export default {} as const;
