/**
 * Every icon the app shows, by its lucide name (https://lucide.dev/icons): the one list that
 * `npm run icons:sprite` (scripts/generate-icon-sprite.ts) turns into the sprite app/assets/icons.svg, which
 * `<Icon name="..." />` (app/components/icon.tsx) draws from. To use another icon, add its name here and run
 * `npm run icons:sprite`; a test fails while the committed sprite does not match this list.
 *
 * Names are lucide's own (the icon's file in lucide-react/dist/esm/icons), not an alias: "house", not "home".
 */
export const ICON_NAMES = [
  "accessibility",
  "arrow-down",
  "arrow-left",
  "arrow-up",
  "badge-check",
  "bath",
  "bed-double",
  "bitcoin",
  "building-complex",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "circle-dollar-sign",
  "circle-x",
  "clock",
  "credit-card",
  "external-link",
  "eye",
  "flag",
  "flask-conical",
  "hand-coins",
  "hand-heart",
  "heart",
  "heart-handshake",
  "house",
  "image-plus",
  "life-buoy",
  "mail",
  "map-pin",
  "message-square",
  "party-popper",
  "pen-line",
  "plug-zap",
  "plus",
  "shield-check",
  "shield-exclamation-point",
  "sliders-horizontal",
  "star",
  "trash",
  "trending-down",
  "trending-up",
  "user",
  "users",
  "wifi-off",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
