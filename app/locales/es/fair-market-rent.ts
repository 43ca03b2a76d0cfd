import type en from "../en/fair-market-rent";

export default {
  "fmr.panel.title": "¿Te sirve tu vale?",
  "fmr.panel.notSection8":
    "El dueño no ha marcado que esta vivienda acepte la Sección 8: pregúntale antes de presentar tu solicitud.",
  "fmr.source": "Fair Market Rent (Alquiler Justo del Mercado) del HUD, año fiscal {year}",
  "fmr.panel.figure":
    "{amount} al mes para {bedrooms, plural, =0 {un estudio} one {# habitación} other {# habitaciones}} en el código postal {zip}",
  "fmr.basis.zip": "Es el FMR propio del código postal {zip} (Small Area FMR).",
  "fmr.basis.area": "Es el FMR de la zona: {area}.",
  "fmr.range": "Estándar de pago habitual: de {low} a {high} al mes (90–110 % del FMR).",
  "fmr.within":
    "El alquiler está dentro del Fair Market Rent para {bedrooms, plural, =0 {un estudio} one {# habitación} other {# habitaciones}} aquí",
  "fmr.above":
    "El alquiler supera en {amount} el Fair Market Rent para {bedrooms, plural, =0 {un estudio} one {# habitación} other {# habitaciones}} aquí — pregunta a tu agencia de vivienda; la regla del 40 % aún podría permitirlo",
  "fmr.rentOnly": "Solo se compara el alquiler: el anuncio no dice cuánto paga el inquilino de servicios.",
  "fmr.withUtilities": "Incluye {amount} al mes de servicios que paga el inquilino (estimado del dueño).",
  "fmr.utilitiesIncluded": "Los servicios están incluidos en el alquiler.",
  "fmr.agencyDecides":
    "Tu agencia de vivienda fija el estándar de pago (por lo general, entre el 90 y el 110 % del FMR) y toma la decisión final.",
  "fmr.city.title": "Sección 8 en {city}: Fair Market Rents y agencias de vivienda",
  "fmr.table.caption": "Fair Market Rents del HUD, año fiscal {year}, {place}",
  "fmr.table.size": "Tamaño",
  "fmr.table.rent": "Fair Market Rent al mes",
  "fmr.table.bedrooms": "{count, plural, =0 {Estudio} one {# habitación} other {# habitaciones}}",
  "fmr.table.basisZip": "FMR propio del código postal {zip} (Small Area FMR).",
  "fmr.table.basisArea": "Para el código postal {zip}: el FMR de la zona {area}.",
  "fmr.agencies.title": "Agencias de vivienda que administran vales",
  "fmr.agencies.county": "En {county}",
  "fmr.agencies.state": "En otras partes del estado ({count, plural, one {# agencia} other {# agencias}})",
  "fmr.agencies.none": "No tenemos ninguna agencia de vales registrada para este condado.",
  "fmr.agencies.section8": "Sección 8 (Housing Choice Vouchers)",
  "fmr.agencies.combined": "Vales y vivienda pública",
  "fmr.agencies.phone": "Teléfono",
  "fmr.agencies.email": "Correo electrónico",
  "fmr.form.utilitiesIncluded": "Servicios incluidos en el alquiler",
  "fmr.form.tenantUtilities": "Servicios que paga el inquilino al mes (estimado, $)",
  "fmr.form.tenantUtilitiesHint":
    "Dólares enteros, de 0 a 2,000. Los límites de alquiler de quienes tienen vale lo cuentan. Déjalo vacío si no lo sabes.",
  "fmr.form.hint":
    "Fair Market Rent del HUD, año fiscal {year}, para {bedrooms, plural, =0 {un estudio} one {# habitación} other {# habitaciones}} en el código postal {zip}: {amount} al mes.",
  "fmr.form.within": "El alquiler está dentro de ese límite.",
  "fmr.form.above":
    "El alquiler lo supera en {amount}: es posible que quienes tienen vale no puedan tomarlo.",
  "fmr.form.unknownZip": "No tenemos el Fair Market Rent de este código postal",
} satisfies Record<keyof typeof en, string>;
