import type en from "../en/verification";

/** La página Verifícate del dueño, su recuadro en el panel y los errores de su formulario. */
export default {
  "verification.meta.title": "Verifícate | Affordable",
  "verification.back": "Volver a tu panel",
  "verification.title": "Verifícate",
  "verification.status.label": "Estado:",
  "verification.status.since": "desde el {date}",
  "verification.status.reason": "Motivo: {reason}",
  "verification.status.not_verified.badge": "Sin verificar",
  "verification.status.not_verified.text":
    "Envía una prueba de que eres dueño o administrador de tu propiedad y tu identificación: cuando un administrador la apruebe, tus anuncios mostrarán la insignia «Dueño verificado».",
  "verification.status.pending.badge": "En revisión",
  "verification.status.pending.text":
    "Tus documentos esperan la revisión de un administrador. Te enviaremos la decisión por correo.",
  "verification.status.approved.badge": "Dueño verificado",
  "verification.status.approved.text": "Tus anuncios muestran la insignia «Dueño verificado».",
  "verification.status.rejected.badge": "No aprobada",
  "verification.status.rejected.text":
    "Tu última solicitud no fue aprobada. Puedes enviar documentos nuevos.",
  "verification.status.revoked.badge": "Insignia retirada",
  "verification.status.revoked.text":
    "Un administrador te quitó la insignia. Puedes pedir que te verifiquen de nuevo con documentos nuevos.",
  "verification.panel.title": "Verifícate",
  "verification.panel.more": "Verifica más anuncios",
  "verification.panel.get": "Verifícate",
  "verification.panel.newDocuments": "Envía documentos nuevos",
  "verification.panel.view": "Ve tu solicitud",
  "verification.form.noListings": "Primero publica una propiedad: la verificación cubre tus anuncios.",
  "verification.form.listProperty": "Publica una propiedad",
  "verification.form.proof": "Prueba de que eres dueño o administrador",
  "verification.form.documentKind": "Tipo de documento",
  "verification.form.choose": "Elige...",
  "verification.form.documentFile": "Archivo del documento",
  "verification.form.fileHint": "PDF, JPEG, PNG o WebP, de hasta 10 MB.",
  "verification.form.identity": "Tu identidad",
  "verification.form.identityKind": "Tipo de documento de identidad",
  "verification.form.identityFile": "Archivo de identidad",
  "verification.form.listings": "Anuncios que cubre este documento",
  "verification.form.privacy":
    "Solo los administradores de Affordable ven tus documentos. Nunca se muestran en tus anuncios.",
  "verification.form.submit": "Enviar a revisión",
  "verification.document.deed": "Escritura",
  "verification.document.property_tax_bill": "Recibo del impuesto a la propiedad",
  "verification.document.mortgage_statement": "Estado de cuenta de la hipoteca",
  "verification.document.management_agreement": "Contrato de administración",
  "verification.document.utility_bill": "Factura de servicios a tu nombre",
  "verification.identity.government_id": "Identificación oficial",
  "verification.identity.business_registration": "Registro de la empresa",

  "error.Please choose what your proof of ownership or management is":
    "Elige qué tipo de prueba de propiedad o administración es",
  "error.Please choose the proof of ownership or management file":
    "Elige el archivo de la prueba de propiedad o administración",
  "error.Please choose your kind of identity document": "Elige tu tipo de documento de identidad",
  "error.Please choose your ID or business registration file":
    "Elige el archivo de tu identificación o del registro de la empresa",
  "error.Please choose at least one of your listings": "Elige al menos uno de tus anuncios",
  "error.You can only verify your own listings": "Solo puedes verificar tus propios anuncios",
  "error.The file is empty. Please choose another file.": "El archivo está vacío. Elige otro archivo.",
  "error.Each file must be 10 MB or smaller.": "Cada archivo debe pesar 10 MB o menos.",
  "error.Only PDF, JPEG, PNG or WebP files can be uploaded.":
    "Solo puedes subir archivos PDF, JPEG, PNG o WebP.",
  "error.This file could not be read. Please try another file.":
    "No pudimos leer este archivo. Prueba con otro.",
  "error.You already have a verification request under review.":
    "Ya tienes una solicitud de verificación en revisión.",
  "error.Your documents could not be saved. Please try again.":
    "No pudimos guardar tus documentos. Vuelve a intentarlo.",
} satisfies Record<keyof typeof en, string>;
