import { VOUCHER_MESSAGES } from "@common/my-voucher";
import type en from "../en/my-voucher";

export default {
  "myVoucher.meta.title": "Mi vale",
  "myVoucher.meta.description":
    "Cuéntanos de tu vale de Housing Choice Voucher y cada anuncio te dirá si lo cubre. Es privado: los dueños nunca lo ven.",
  "myVoucher.title": "Mi vale",
  "myVoucher.intro":
    "Cuéntanos de tu vale de Housing Choice Voucher (Sección 8) y cada anuncio te dirá si lo cubre, con las Fair Market Rents de HUD del año fiscal 2026.",
  "myVoucher.private":
    "Es privado: solo tú lo ves. Los dueños nunca lo ven y puedes borrarlo cuando quieras.",
  "myVoucher.savedOnAccount": "Guardado en tu cuenta.",
  "myVoucher.savedInBrowser": "Guardado solo en este navegador. Inicia sesión para guardarlo en tu cuenta.",
  "myVoucher.notSaved": "Todavía no has guardado un vale.",
  "myVoucher.fromProfile":
    "Lo llenamos con tu perfil de solicitud: revísalo y guárdalo para ver en cada anuncio si le sirve a tu vale.",
  "myVoucher.bedrooms": "Tamaño del vale (cuartos)",
  "myVoucher.bedroomsHint": "El número de cuartos que aparece en tu vale.",
  "myVoucher.choose": "Elige…",
  "myVoucher.bedroomOption": "{count, plural, =0 {Estudio (0 cuartos)} one {# cuarto} other {# cuartos}}",
  "myVoucher.agency": "Agencia de vivienda (opcional)",
  "myVoucher.agencyHint": "Escribe el nombre, la ciudad o el código de tu agencia y elígela de la lista.",
  "myVoucher.agencyPlaceholder": "p. ej., Chicago Housing Authority",
  "myVoucher.agencyResults":
    "{count, plural, =0 {No encontramos ninguna agencia} one {# agencia encontrada} other {# agencias encontradas}}",
  "myVoucher.agencySearching": "Buscando…",
  "myVoucher.agencyChosen": "Elegida: {name}",
  "myVoucher.paymentStandard": "Estándar de pago (opcional)",
  "myVoucher.paymentStandardHint":
    "Dólares al mes, de la carta de tu agencia. Si no lo pones, usamos la Fair Market Rent.",
  "myVoucher.grossIncome": "Ingresos mensuales antes de deducciones (opcional)",
  "myVoucher.adjustedIncome": "Ingresos mensuales ajustados (opcional)",
  "myVoucher.incomeHint":
    "Solo se usan para la regla del 40 %. Los ingresos ajustados aparecen en los papeles de tu agencia, si los tienes.",
  "myVoucher.save": "Guardar mi vale",
  "myVoucher.saving": "Guardando…",
  "myVoucher.delete": "Borrar mi vale",
  "myVoucher.deleteHint": "Borra de nuestros registros (o de este navegador) todo lo que hay en esta página.",
  "myVoucher.agencyDecides":
    "Tu agencia de vivienda fija el estándar de pago (por lo general, entre el 90 y el 110 % del FMR) y toma la decisión final.",
  "myVoucher.browse": "Ver alquileres que cubre tu vale",
  [`error.${VOUCHER_MESSAGES.bedrooms}` as const]: "Elige el tamaño de tu vale (de 0 a 8 cuartos)",
  [`error.${VOUCHER_MESSAGES.agency}` as const]: "Elige tu agencia de vivienda de la lista",
  [`error.${VOUCHER_MESSAGES.paymentStandard}` as const]:
    "El estándar de pago debe estar entre $1 y $20,000 al mes",
  [`error.${VOUCHER_MESSAGES.income}` as const]: "Los ingresos mensuales deben estar entre $0 y $100,000",
  [`error.${VOUCHER_MESSAGES.adjustedAboveGross}` as const]:
    "Los ingresos ajustados no pueden ser mayores que los ingresos brutos",
} as const satisfies Record<keyof typeof en, string>;
