import type en from "../en/voucher-fit";

export default {
  "voucherFit.fits": "Tu vale lo cubre",
  "voucherFit.over": "Supera tu estándar de pago por {amount}",
  "voucherFit.fortyPercent":
    "Podría caber con la regla del 40 %: tu parte sería {share} al mes ({percent} % de tus ingresos)",
  "voucherFit.yourVoucher": "Tu vale",
  "voucherFit.agencyDecides":
    "Tu agencia de vivienda fija el estándar de pago (por lo general, entre el 90 y el 110 % del FMR) y toma la decisión final.",
  "voucherFit.setVoucher": "Agrega tu vale",
  "voucherFit.editVoucher": "Editar mi vale",
  "voucherFit.filter.fits": "Cubierto por mi vale",
  "voucherFit.filter.size": "Tamaño del vale",
  "voucherFit.filter.anySize": "Sin vale",
  "voucherFit.filter.bedrooms": "{count, plural, =0 {Estudio} one {# cuarto} other {# cuartos}}",
  "voucherFit.filter.yours": "Tu vale: {count, plural, =0 {estudio} one {# cuarto} other {# cuartos}}",
  "voucherFit.filter.shown":
    "Se muestran las viviendas que cubre un vale {count, plural, =0 {de estudio} one {de # cuarto} other {de # cuartos}} (Fair Market Rent de HUD del año fiscal 2026).",
  "voucherFit.filter.apply": "Mostrar viviendas",
  "voucherFit.filter.needsSize":
    "Elige el tamaño del vale, o guarda tu vale, para usar Cubierto por mi vale.",
} as const satisfies Record<keyof typeof en, string>;
