import type en from "../en/map";

export default {
  "map.view.label": "Mostrar resultados como",
  "map.view.list": "Lista",
  "map.view.map": "Mapa",
  "map.caption":
    "{count, plural, one {Mapa de # vivienda} other {Mapa de # viviendas}}; la lista de abajo tiene las mismas viviendas.",
  "map.none": "Ninguna de estas viviendas tiene un lugar en el mapa; la lista de abajo las tiene todas.",
  "map.placeholder": "El mapa aparece aquí cuando termina de cargar.",
  "map.loading": "Cargando el mapa...",
  "map.region": "Mapa de las viviendas",
  "map.attribution": "Datos del mapa",
  "map.zoomIn": "Acercar",
  "map.zoomOut": "Alejar",
  "map.pin": "{title}, {price}",
  "map.pinApproximate": "{title}, {price}, zona aproximada",
  "map.cluster": "{count} viviendas aquí: mostrarlas",
  "map.approximate": "Zona aproximada (alrededor de 1 milla)",
  "map.listing.heading": "Ubicación",
  "map.listing.region": "Mapa de la zona de esta vivienda",
  "map.listing.exact": "El marcador muestra dónde está esta vivienda.",
  "map.listing.approximate":
    "El círculo muestra la zona de esta vivienda, alrededor de una milla: el dueño solo muestra la zona.",
} satisfies Record<keyof typeof en, string>;
