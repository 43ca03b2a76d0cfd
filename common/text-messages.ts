/**
 * The text fields' messages for control characters (common/schemas/text.ts refuses them), here without
 * zod so that the catalogs that translate them (app/locales) can name them.
 */
export const SINGLE_LINE_MESSAGE = "Please remove line breaks, tabs and other control characters";
export const CONTROL_CHARACTERS_MESSAGE = "Please remove control characters";
