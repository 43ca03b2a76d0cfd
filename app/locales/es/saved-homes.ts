import type en from "../en/saved-homes";

export default {
  "savedHomes.meta.title": "Hogares guardados | Affordable",
  "savedHomes.title": "Hogares guardados",
  "savedHomes.intro": "Los hogares que guardes con el corazón en un anuncio aparecen aquí.",
  "savedHomes.count":
    "{count, plural, one {# hogar guardado, el más reciente primero} other {# hogares guardados, los más recientes primero}}",
  "savedHomes.empty": "Todavía no tienes hogares guardados. Toca el corazón de un hogar para guardarlo aquí.",
  "savedHomes.browse": "Ver alquileres",
  "savedHomes.back": "Volver a tu panel",
  "savedHomes.unavailable": "Ya no está disponible",
  "savedHomes.unavailableHint": "El dueño retiró este hogar del mercado por ahora.",
} satisfies Record<keyof typeof en, string>;
