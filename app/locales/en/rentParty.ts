/** Texts of the rentParty area (see docs/i18n.md). */
export default {} as const;
