import type en from "../en/home";

export default {
  "home.meta.title": "Alquileres económicos, sin cargos de solicitud | Affordable",
  "home.meta.description":
    "Encuentra alquileres económicos directo con el dueño: sin agentes, sin estafas, sin cargos de solicitud. Aceptamos Sección 8. Ayuda a un vecino a conservar su casa con una Rent Party.",
  "home.meta.ogTitle": "Alquileres económicos, sin cargos de solicitud",

  "home.location.headline0": "Alquileres económicos ya disponibles en {city}, {state}",
  "home.location.headline1": "Opciones de renta baja ya disponibles en {city}, {state}",
  "home.location.headline2": "Viviendas verificadas en {city}, {state}",
  "home.location.headline3": "Alquileres que aceptan Sección 8 en {city}, {state}",
  "home.location.headlineFallback": "Alquileres económicos disponibles en tu zona",
  "home.location.heading": "Alquileres económicos en {city}, {state}",
  "home.location.headingFallback": "Explora alquileres económicos en todo EE.\u00a0UU.",
  "home.location.attribution": "Geolocalización por IP de DB-IP",

  "home.changeLocation.link": "¿No es tu ciudad? Cambia la ubicación",
  "home.changeLocation.title": "Cambiar ubicación",
  "home.changeLocation.description": "Mira alquileres, precios y zonas cercanas de otra ciudad.",
  "home.changeLocation.country": "País",
  "home.changeLocation.state": "Estado",
  "home.changeLocation.stateRegion": "Estado / región",
  "home.changeLocation.selectState": "Elige un estado",
  "home.changeLocation.city": "Ciudad",
  "home.changeLocation.cancel": "Cancelar",
  "home.changeLocation.apply": "Aplicar",
  "home.changeLocation.close": "Cerrar",

  "home.loading": "Cargando {label}…",
  "home.loadError.title": "Error al cargar los anuncios",
  "home.loadError.retry": "Inténtalo de nuevo más tarde.",
  "home.carousel": "carrusel",

  "home.snapshot.heading": "Panorama del mercado de alquiler",
  "home.snapshot.label": "panorama del mercado de alquiler",
  "home.snapshot.unavailable": "Las tendencias de alquiler no están disponibles por ahora para esta zona",
  "home.snapshot.averageRent": "Renta promedio",
  "home.snapshot.perMonth": "{amount}/mes",
  "home.snapshot.commonUnitType": "Tipo de vivienda más común",
  "home.snapshot.notAvailable": "No disponible",
  "home.snapshot.unit.Studio": "Estudio",
  "home.snapshot.unit.1 Bedroom": "1 habitación",
  "home.snapshot.unit.2 Bedrooms": "2 habitaciones",
  "home.snapshot.unit.3+ Bedrooms": "3+ habitaciones",
  "home.snapshot.yearOverYear": "Cambio anual",
  "home.snapshot.byUnitType": "Renta promedio por tipo de vivienda",
  "home.snapshot.studio": "Estudio",
  "home.snapshot.oneBR": "1 hab.",
  "home.snapshot.twoBR": "2 hab.",
  "home.snapshot.threeBR": "3+ hab.",

  "home.nearby.heading": "Explora más zonas económicas cercanas",
  "home.nearby.label": "zonas cercanas",
  "home.nearby.noData": "No encontramos datos de zonas económicas cercanas. Prueba con ciudades más grandes.",
  "home.nearby.noneClose": "Todavía no hay otras zonas con anuncios a menos de {miles} millas de {city}.",
  "home.nearby.browseCities": "Ver ciudades",
  "home.nearby.averageRent": "Renta promedio",
  "home.nearby.perMonth": "/mes",
  "home.nearby.lessThan5Miles": "a menos de 5 millas de {city}",
  "home.nearby.aboutMiles": "a unas {miles} millas de {city}",
  "home.nearby.listings": "{count, plural, one {# anuncio} other {# anuncios}}",
  "home.nearby.explore": "Explorar {city}",

  "home.featured.heading": "Anuncios destacados",
  "home.featured.intro": "Viviendas verificadas de dueños que nunca cobran cargos de solicitud.",
  "home.featured.label": "anuncios destacados",
  "home.featured.carousel": "Anuncios destacados",
  "home.featured.empty": "Todavía no hay anuncios.",
  "home.featured.listProperty": "Publica tu propiedad",
  "home.nearYou.heading": "Alquileres cerca de ti",
  "home.nearYou.label": "alquileres cerca de ti",
  "home.nearYou.empty": "Todavía no hay alquileres publicados en {city}, {state}.",
  "home.nearYou.chooseCity": "Elige tu ciudad para ver alquileres cerca de ti.",
  "home.browseAllRentals": "Ver todos los alquileres",

  "home.party.featured": "Rent Party destacada",
  "home.party.featuredLabel": "Rent Party destacada",
  "home.party.raised": "{title}: monto recaudado",
  "home.party.helpOut": "Ayudar",
  "home.party.helpOutLabel": "Ayudar: {title}",
  "home.parties.heading": "Rent Parties destacadas",
  "home.parties.intro":
    "Vecinos que ayudan a vecinos a conservar su casa. Cada dólar va directo al dueño de la vivienda.",
  "home.parties.label": "Rent Parties",
  "home.parties.carousel": "Rent Parties destacadas",
  "home.parties.empty": "No hay Rent Parties activas en este momento.",
  "home.startRentParty": "Organiza una Rent Party",

  "home.hero.title": "Viviendas económicas, directo con el dueño",
  "home.hero.text":
    "Sin agentes. Sin estafas. Sin cargos de solicitud. Sin cargos ocultos. Aceptamos vales de Sección 8.",
  "home.hero.findRentals": "Buscar alquileres económicos",
  "home.hero.needHelp": "Necesito ayuda con la vivienda",
  "home.noFees.title": "Sin cargos de solicitud. Nunca.",
  "home.noFees.text":
    "Solicita todas las viviendas que quieras. Aquí los dueños nunca te cobran por solicitar, y nosotros tampoco.",

  "home.trust.heading": "Por qué los inquilinos confían en nosotros",
  "home.trust.scamFree.title": "Garantía sin estafas",
  "home.trust.scamFree.text":
    "Reporta cualquier anuncio con un toque: nuestro equipo revisa cada reporte y pausa los anuncios que no cumplen las reglas.",
  "home.trust.noCredit.title": "No se pide puntaje de crédito",
  "home.trust.noCredit.text": "Aquí los dueños te ven a ti, no solo un número.",
  "home.trust.verified.title": "Dueños verificados",
  "home.trust.verified.text":
    "Los dueños que comprueban que son propietarios o administran la vivienda llevan la insignia de dueño verificado, y puedes buscar solo sus anuncios.",
  "home.trust.support.title": "Apoyo real durante todo un año",
  "home.trust.support.text": "Seguimos contigo después de la mudanza, durante un año entero.",

  "home.movement.heading": "Más que un sitio de alquileres: un movimiento",
  "home.movement.text":
    "La vivienda es un derecho, no un lujo. Estamos creando un lugar donde inquilinos y pequeños propietarios se encuentran como vecinos.",
  "home.movement.renterFirst.title": "Primero el inquilino",
  "home.movement.renterFirst.text": "Hecho para quienes alquilan, con herramientas que te dan el control.",
  "home.movement.scamFree.title": "Sin estafas",
  "home.movement.scamFree.text": "Sin anuncios falsos y sin depósitos antes de ver la vivienda.",
  "home.movement.affordableOnly.title": "Solo viviendas económicas",
  "home.movement.affordableOnly.text":
    "Viviendas que la gente de verdad puede pagar, con la Sección 8 en primer plano.",

  "home.promo.heading": "¿Atrasado con la renta? Organiza una Rent Party.",
  "home.promo.text":
    "Crea una campaña, la verificamos con tu dueño y tu comunidad aporta. Cada donación va directo a tu dueño, para que sigas en tu casa.",
  "home.crypto.heading": "Dona con stablecoins",
  "home.crypto.text":
    "Rent Party acepta donaciones en stablecoins: rápidas, con comisiones bajas y pagadas al dueño en dólares. Muy pronto también con tarjeta.",
  "home.crypto.what": "¿Qué es una stablecoin?",
  "home.crypto.explained":
    "Una stablecoin es una moneda digital cuyo valor está atado al dólar estadounidense: una moneda vale más o menos un dólar. Se mueve como una criptomoneda, pero sin sus altibajos de precio.",
  "home.crypto.close": "Cerrar",

  "home.s8.heading": "Aquí aceptamos Sección 8",
  "home.s8.text":
    "Busca la insignia de Sección 8: esos dueños aceptan vales Housing Choice Voucher. Puedes filtrarlos en cualquier búsqueda.",
  "home.s8.link": "Ver alquileres con Sección 8",
  "home.agents.heading": "¿Por qué sin agentes?",
  "home.agents.text":
    "Los agentes suman cargos y distancia. Aquí le escribes directo al dueño, haces tus preguntas y solicitas gratis. Los dueños se ahorran comisiones y mantienen las rentas más bajas.",

  "home.cities.heading": "Alquileres económicos por ciudad",
  "home.landlords.heading": "Dueños: llenen sus vacantes con buenos inquilinos",
  "home.landlords.text":
    "Publica gratis, obtén una insignia de verificado y llega a inquilinos listos para mudarse.",
  "home.listYourProperty": "Publica tu propiedad",
  "home.becomeVerified": "Hazte dueño verificado",
  "home.story.heading": "Nuestra historia",
  "home.story.text":
    "Por qué creamos un sitio de alquileres sin cargos y una Rent Party para ayudar a los vecinos.",
  "home.story.link": "Lee nuestra historia",
  "home.seo.heading": "Apartamentos y casas económicas en alquiler en todo EE.\u00a0UU.",
  "home.seo.text":
    "Affordable publica apartamentos, estudios y casas familiares de renta baja, directo de sus dueños, en {cities} y más. Busca alquileres por menos de {maxRent}, filtra viviendas que aceptan vales de Sección 8 y contacta a los dueños sin cargos de solicitud ni comisiones de corredor. ¿Atrasado con la renta? Organiza una Rent Party y deja que tu comunidad te ayude, con donaciones que van directo a tu dueño.",

  "home.city.title":
    "Alquileres económicos en {city}, {state} | Sin cargos, aceptamos Sección 8 | Affordable",
  "home.city.description":
    "Encuentra apartamentos y casas económicas en alquiler en {city}, {stateName}, directo con el dueño: sin agentes, sin cargos de solicitud, sin cargos ocultos. Aceptamos vales de Sección 8.",
  "home.city.headline": "Alquileres económicos en {city}",
  "home.city.highlights": "Sin agentes · Sin cargos de solicitud · Aceptamos Sección 8",
  "home.city.listingsHeading": "Alquileres disponibles en {city}",
  "home.city.listingsLabel": "anuncios",
  "home.city.viewListing": "Ver anuncio",
  "home.city.trendUnavailable":
    "Los datos de tendencias de alquiler no están disponibles por ahora para esta ciudad.",
  "home.city.noListingsNow": "No hay anuncios disponibles en {city} en este momento.",
  "home.city.newHomesWeekly": "Cada semana se publican viviendas nuevas. Mientras tanto:",
  "home.city.ownRental": "¿Tienes una vivienda en alquiler en {city}?",
  "home.city.ownRentalText":
    "Publícala gratis, obtén una insignia de verificación y conoce inquilinos listos para mudarse.",
  "home.city.estimatesLabel": "estimaciones del mercado",
  "home.city.estimatesIntro":
    "Ahora mismo no hay anuncios verificados. Estas son estimaciones del mercado para {city}:",
  "home.city.noListingsAtAll": "Por el momento no hay anuncios disponibles en {city}.",
  "home.city.expanding": "Estamos llegando a {city}: vuelve pronto para ver anuncios verificados.",
  "home.city.partiesHeading": "Rent Parties activas en la zona de {city}",
  "home.city.nearbyPartiesHeading":
    "Todavía no hay Rent Parties en la zona de {city}: estas son de estados cercanos",
  "home.city.moreOptions": "¿Buscas más opciones?",
  "home.city.moreOptionsText":
    "Busca en todas las ciudades, o consigue ayuda con la renta que debes gracias a vecinos que quieren que conserves tu casa.",

  "home.city.new-york.intro":
    "De Harlem a Washington Heights, los inquilinos de Nueva York dedican a la vivienda más de su sueldo que en casi cualquier otro lugar del país. Aquí tratas directo con el dueño: sin comisión de corredor, sin cargo de solicitud, y aceptamos vales de Sección 8.",
  "home.city.miami.intro":
    "Las rentas en Miami han subido rápido, y los inquilinos de Little Havana, Wynwood y Little Haiti lo sienten. Encuentra viviendas publicadas por sus dueños, sin agentes, sin cargos de solicitud y con dueños que aceptan Sección 8.",
  "home.city.atlanta.intro":
    "Atlanta no deja de crecer, y sus rentas tampoco. Mira viviendas en West End, Vine City, Lakewood y más, publicadas directo por dueños que nunca te cobran por solicitar.",
  "home.city.houston.intro":
    "Houston todavía tiene viviendas que una familia trabajadora puede pagar, si sabes dónde buscar. Busca anuncios desde el Third Ward hasta Northside, directo del dueño, y con Sección 8 bienvenida.",
  "home.city.los-angeles.intro":
    "En Los Ángeles, una renta justa es difícil de encontrar y fácil de perder. Cada vivienda aquí viene de su dueño, sin agentes y sin cargos de solicitud, desde South Central hasta Boyle Heights.",
  "home.city.chicago.tagline": "Viviendas desde Little Village hasta Logan Square, directo del dueño.",
  "home.city.detroit.tagline": "Viviendas económicas en Midtown, Boston-Edison y el Eastside.",
  "home.city.philadelphia.tagline": "Casas adosadas y apartamentos desde Brewerytown hasta Kingsessing.",
  "home.city.baltimore.tagline": "Viviendas desde Bolton Hill hasta Highlandtown, publicadas por sus dueños.",
  "home.city.brooklyn.tagline": "Apartamentos en Bushwick, Flatbush y más, sin comisión de corredor.",
  "home.city.dallas.tagline": "Viviendas desde Oak Cliff hasta South Dallas, directo del dueño.",
  "home.city.phoenix.tagline": "Viviendas en Garfield, Maryvale y Alhambra, y aceptamos Sección 8.",
} satisfies Record<keyof typeof en, string>;
