/** Texts of the maps: the List / Map switch, the results map, a listing's small map (see docs/i18n.md). */
export default {
  "map.view.label": "Show results as",
  "map.view.list": "List",
  "map.view.map": "Map",
  "map.caption":
    "{count, plural, one {Map of # home} other {Map of # homes}}; the list below has the same homes.",
  "map.none": "None of these homes has a place on the map; the list below has them all.",
  "map.placeholder": "The map appears here once it has loaded.",
  "map.loading": "Loading the map...",
  "map.region": "Map of the homes",
  "map.attribution": "Map data",
  "map.zoomIn": "Zoom in",
  "map.zoomOut": "Zoom out",
  "map.pin": "{title}, {price}",
  "map.pinApproximate": "{title}, {price}, approximate area",
  "map.cluster": "{count} homes here: show them",
  "map.approximate": "Approximate area (about 1 mile around)",
  "map.listing.heading": "Location",
  "map.listing.region": "Map of this home's area",
  "map.listing.exact": "The pin shows where this home is.",
  "map.listing.approximate":
    "The circle shows this home's area, about a mile around: the landlord shows only the area.",
};
