import { TENANT_UTILITIES_MESSAGE } from "@common/listing-form";
import { SECTION_8_REFUSAL_MESSAGE } from "@common/section8";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "@common/text-messages";
import type en from "../en/listing-form";

/** Publica una propiedad y Editar anuncio: la página, el formulario del anuncio y sus mensajes. */
export default {
  "listingForm.meta.new": "Publica una propiedad | Affordable",
  "listingForm.meta.edit": "Editar anuncio | Affordable",
  "listingForm.meta.description":
    "Publica tu propiedad en alquiler gratis: sin cargos, inquilinos verificados y Sección 8 bienvenida.",
  "listingForm.login.title": "Tienes que iniciar sesión para publicar un anuncio",
  "listingForm.login.button": "Iniciar sesión",
  "listingForm.new.title": "Publica una propiedad",
  "listingForm.new.intro": "Publicar es gratis. Sin agentes y sin cargos de solicitud para tus inquilinos.",
  "listingForm.edit.title": "Editar anuncio",
  "listingForm.edit.intro": "Actualiza «{title}».",
  "listingForm.section.details": "Detalles de la propiedad",
  "listingForm.section.location": "Ubicación",
  "listingForm.section.pricing": "Precios",
  "listingForm.section.options": "Opciones adicionales",
  "listingForm.title": "Título",
  "listingForm.titlePlaceholder": "Soleado de 2 cuartos cerca del parque",
  "listingForm.description": "Descripción (opcional)",
  "listingForm.bedrooms": "Cuartos",
  "listingForm.bedroomsHint": "0 para un estudio",
  "listingForm.bathrooms": "Baños",
  "listingForm.country": "País",
  "listingForm.country.United States": "Estados Unidos",
  "listingForm.country.Canada": "Canadá",
  "listingForm.country.United Kingdom": "Reino Unido",
  "listingForm.country.Australia": "Australia",
  "listingForm.state": "Estado",
  "listingForm.selectState": "Elige un estado",
  "listingForm.stateProvince": "Estado/Provincia",
  "listingForm.city": "Ciudad",
  "listingForm.zipCode": "Código postal (opcional)",
  "listingForm.price": "Renta mensual ($)",
  "listingForm.securityDeposit": "Depósito de seguridad ($)",
  "listingForm.petFees": "Cargos por mascotas ($, opcional)",
  "listingForm.imageUrl": "URL de la imagen (opcional)",
  "listingForm.imageUrlHint":
    "Las fotos de sitios que no alojamos ni permitimos se muestran como “Todavía no hay foto”.",
  "listingForm.imageUrlPlaceholder": "https://",
  "listingForm.acceptsSection8": "Acepta Sección 8",
  "listingForm.photos.title": "Fotos (opcional)",
  "listingForm.photos.intro":
    "Hasta {max}; la primera es la portada que ven los inquilinos en la búsqueda. Después puedes cambiar el orden, elegir otra portada o agregar más.",
  "listingForm.photos.choose": "Elegir fotos",
  "listingForm.photos.hint":
    "JPEG, PNG, WebP o AVIF, de hasta 10 MB cada una. Elígelas o arrástralas al campo. Cambiamos el tamaño de las fotos y les quitamos los datos de ubicación y de la cámara.",
  "listingForm.cancel": "Cancelar",
  "listingForm.saving": "Guardando...",
  "listingForm.save": "Guardar cambios",
  "listingForm.submit": "Publicar propiedad",
  "error.Title is required": "El título es obligatorio",
  "error.Must be at most {max} characters": "Debe tener como máximo {max} caracteres",
  [`error.${SINGLE_LINE_MESSAGE}`]: "Quita los saltos de línea, tabulaciones y otros caracteres de control",
  [`error.${CONTROL_CHARACTERS_MESSAGE}`]: "Quita los caracteres de control",
  "error.Please choose a country from the list": "Elige un país de la lista",
  "error.State/Province is required": "El estado o provincia es obligatorio",
  "error.Please choose a state from the list": "Elige un estado de la lista",
  "error.City is required": "La ciudad es obligatoria",
  "error.Please enter a valid ZIP or postal code": "Escribe un código postal válido",
  "error.Monthly rent is required": "La renta mensual es obligatoria",
  "error.Security deposit is required": "El depósito de seguridad es obligatorio",
  "error.Please enter a number": "Escribe un número",
  "error.Must be 0 or more": "Debe ser 0 o más",
  "error.Must be at most 1,000,000": "Debe ser como máximo 1,000,000",
  "error.Must be at most 50": "Debe ser como máximo 50",
  "error.Use at most 2 decimal places": "Usa como máximo 2 decimales",
  "error.Bedrooms is required": "El número de cuartos es obligatorio",
  "error.Bedrooms must be a whole number": "Los cuartos deben ser un número entero",
  "error.Bathrooms is required": "El número de baños es obligatorio",
  "error.Bathrooms must be in steps of 0.5": "Los baños van de 0.5 en 0.5",
  [`error.${TENANT_UTILITIES_MESSAGE}`]: "Escribe dólares enteros de 0 a 2,000",
  "error.Please enter a valid http:// or https:// image URL":
    "Escribe una URL de imagen válida que empiece con http:// o https://",
  [`error.${SECTION_8_REFUSAL_MESSAGE}`]:
    "Este anuncio acepta Sección 8: quita el texto que rechaza los vouchers.",
  "error.The file is empty. Please choose a photo.": "El archivo está vacío. Elige una foto.",
  "error.Photos must be 10 MB or smaller.": "Las fotos deben pesar 10 MB o menos.",
  "error.Only JPEG, PNG, WebP or AVIF photos can be uploaded.":
    "Solo se pueden subir fotos JPEG, PNG, WebP o AVIF.",
  "error.HEIC photos are not supported yet. Please save the photo as JPEG and upload it again.":
    "Todavía no aceptamos fotos HEIC. Guarda la foto como JPEG y vuelve a subirla.",
  "error.This photo could not be read. Please try another file.":
    "No pudimos leer esta foto. Prueba con otro archivo.",
  "error.Photos can be at most 40 megapixels (for example 8000 × 5000 pixels). Please upload a smaller photo.":
    "Las fotos pueden tener como máximo 40 megapíxeles (por ejemplo, 8000 × 5000 píxeles). Sube una foto más pequeña.",
  "error.You have uploaded many files in the last hour. Please try again later.":
    "Subiste muchos archivos en la última hora. Vuelve a intentarlo más tarde.",
  "error.A listing can have at most 12 photos.": "Un anuncio puede tener como máximo 12 fotos.",
  "error.Please choose at least one photo.": "Elige al menos una foto.",
} satisfies Record<keyof typeof en, string>;
