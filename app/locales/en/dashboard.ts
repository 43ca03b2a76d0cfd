/** Texts of the dashboard area (see docs/i18n.md). */
export default {} as const;
