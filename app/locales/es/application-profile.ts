import type en from "../en/application-profile";

/** El perfil de solicitud del inquilino: el formulario, los documentos privados, quién lo vio, borrarlo. */
export default {
  "applicationProfile.meta.title": "Perfil de solicitud | Affordable",
  "applicationProfile.card.text":
    "Un solo perfil para todas tus solicitudes: tu hogar, tus ingresos, tu vale y tus documentos, privados para ti y los dueños a los que solicitas.",
  "applicationProfile.card.link": "Editar tu perfil de solicitud",
  "applicationProfile.back": "Volver a tu panel",
  "applicationProfile.title": "Tu perfil de solicitud",
  "applicationProfile.intro":
    "Llénalo una sola vez: una copia acompaña cada solicitud que envías, para que los dueños tengan lo que necesitan para responderte. Solo el número de adultos es obligatorio.",
  "applicationProfile.fairHousing":
    "Nunca preguntamos por raza, color, religión, origen nacional, sexo, discapacidad ni situación familiar: la ley de vivienda justa los protege, y un dueño no puede elegir inquilinos por ellos.",
  "applicationProfile.household": "Hogar",
  "applicationProfile.household.purpose":
    "Quiénes vivirán en la vivienda: los dueños lo comparan con el límite de ocupantes de la vivienda.",
  "applicationProfile.adults": "Adultos (18 años o más)",
  "applicationProfile.children": "Niños (menores de 18 años)",
  "applicationProfile.income": "Ingresos",
  "applicationProfile.income.purpose":
    "Los dueños comparan tus ingresos con la renta. Los ingresos de beneficios o de un vale cuentan como cualquier otro.",
  "applicationProfile.monthlyIncome": "Ingreso mensual (dólares)",
  "applicationProfile.monthlyIncome.hint": "De todo el hogar junto, antes de impuestos.",
  "applicationProfile.incomeSources": "Fuentes de ingreso",
  "applicationProfile.source.job": "Trabajo",
  "applicationProfile.source.benefits": "Beneficios",
  "applicationProfile.source.voucher": "Vale de vivienda",
  "applicationProfile.source.other": "Otra",
  "applicationProfile.voucher": "Vale de vivienda",
  "applicationProfile.voucher.purpose":
    "Si tienes un Housing Choice Voucher (Sección 8) u otro vale: el dueño necesita estos datos para pedir la inspección y el pago de la agencia.",
  "applicationProfile.voucherAgency": "Nombre de la agencia de vivienda",
  "applicationProfile.voucherBedrooms": "Número de habitaciones del vale",
  "applicationProfile.voucherExpiresOn": "Fecha de vencimiento del vale",
  "applicationProfile.history": "Dónde vives ahora",
  "applicationProfile.history.purpose":
    "Para que un dueño vea tu historial de alquiler y pida una referencia a un dueño anterior.",
  "applicationProfile.currentAddress": "Dirección actual",
  "applicationProfile.currentAddressDuration": "Cuánto tiempo llevas viviendo ahí",
  "applicationProfile.currentAddressDuration.hint": "Por ejemplo: 2 años",
  "applicationProfile.previousLandlordName": "Nombre del dueño anterior",
  "applicationProfile.previousLandlordContact": "Teléfono o correo del dueño anterior",
  "applicationProfile.aboutUs": "Sobre nosotros",
  "applicationProfile.pets": "Mascotas",
  "applicationProfile.pets.hint":
    "Por ejemplo: un gato. Los animales de asistencia no son mascotas: no necesitas ponerlos aquí.",
  "applicationProfile.about": "Unas palabras sobre tu hogar",
  "applicationProfile.about.hint": "Lo que quieras que sepa el dueño, hasta 1,000 caracteres.",
  "applicationProfile.save": "Guardar perfil",
  "applicationProfile.documents": "Documentos",
  "applicationProfile.documents.purpose":
    "Talones de pago, papeles del vale, identificación: PDF, JPEG o PNG, de hasta 10 MB cada uno, 10 como máximo. Son privados: solo tú puedes abrirlos, y los dueños de los anuncios a los que solicitas mientras la solicitud está abierta y hasta 30 días después de que se decida.",
  "applicationProfile.documents.none": "Todavía no hay documentos.",
  "applicationProfile.documents.kind": "¿Qué es?",
  "applicationProfile.documents.choose": "Elige...",
  "applicationProfile.documents.file": "Archivo",
  "applicationProfile.documents.fileHint": "PDF, JPEG o PNG, de hasta 10 MB.",
  "applicationProfile.documents.upload": "Subir documento",
  "applicationProfile.documents.delete": "Borrar",
  "applicationProfile.documents.deleteOne": "Borrar {name}",
  "applicationProfile.kind.pay_stub": "Talón de pago",
  "applicationProfile.kind.voucher": "Papeles del vale",
  "applicationProfile.kind.id": "Identificación",
  "applicationProfile.kind.other": "Otro",
  "applicationProfile.views": "Quién vio tu perfil",
  "applicationProfile.views.none": "Ningún dueño ha abierto tu perfil todavía.",
  "applicationProfile.views.row": "{landlord}, por “{listing}”, el {date}",
  "applicationProfile.delete": "Borrar tu perfil",
  "applicationProfile.delete.text":
    "Borra tu perfil y todos tus documentos a la vez. Los dueños ya no podrán verlos, ni siquiera en las solicitudes que ya enviaste.",
  "applicationProfile.delete.confirm": "Entiendo: borrar mi perfil y todos mis documentos",
  "applicationProfile.delete.submit": "Borrar perfil y documentos",
  "error.Number of adults is required": "El número de adultos es obligatorio",
  "error.Please enter a whole number": "Escribe un número entero",
  "error.Please enter a number": "Escribe un número",
  "error.At least 1 adult is required": "Se necesita al menos 1 adulto",
  "error.Must be 0 or more": "Debe ser 0 o más",
  "error.Please enter a valid date": "Escribe una fecha válida",
  "error.Please choose income sources from the list": "Elige las fuentes de ingreso de la lista",
  "error.Please choose what this document is": "Elige qué es este documento",
  "error.Please choose a file": "Elige un archivo",
  "error.The file is empty. Please choose another file.": "El archivo está vacío. Elige otro archivo.",
  "error.Each file must be 10 MB or smaller.": "Cada archivo debe pesar 10 MB o menos.",
  "error.Only PDF, JPEG or PNG files can be uploaded.": "Solo se pueden subir archivos PDF, JPEG o PNG.",
  "error.This file could not be read. Please try another file.":
    "No se pudo leer este archivo. Prueba con otro.",
  "error.You can keep at most 10 documents. Delete one to add another.":
    "Puedes guardar 10 documentos como máximo. Borra uno para agregar otro.",
  "error.Document not found": "Documento no encontrado",
  "error.Please tick the box to confirm that you want to delete your profile":
    "Marca la casilla para confirmar que quieres borrar tu perfil",
  "error.Must be at most {max}": "Debe ser como máximo {max}",
  "error.Must be at most {max} characters": "Debe tener como máximo {max} caracteres",
  "error.Please remove line breaks, tabs and other control characters":
    "Quita los saltos de línea, tabulaciones y otros caracteres de control",
  "error.Please remove control characters": "Quita los caracteres de control",
  "error.Something went wrong. Please try again.": "Algo salió mal. Inténtalo de nuevo.",
  "error.You have uploaded many files in the last hour. Please try again later.":
    "Subiste muchos archivos en la última hora. Inténtalo más tarde.",
} satisfies Record<keyof typeof en, string>;
