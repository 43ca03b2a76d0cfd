import type en from "../en/static";

export default {
  "static.home": "Inicio",
  "static.breadcrumb": "Ruta de navegación",
  "static.backHome": "Volver a la página de inicio",

  "static.story.meta.title": "Nuestra historia y misión | Affordable",
  "static.story.meta.description":
    "Por qué creamos un mercado de alquileres sin agentes, sin estafas y sin cargos de solicitud, y Rent Party.",
  "static.story.title": "Nuestra historia y misión",
  "static.story.p1":
    "Encontrar una vivienda económica no debería costarte dinero que no tienes. Aun así, los inquilinos pagan un cargo de solicitud tras otro, se topan con anuncios falsos y los rechazan por tener un vale de vivienda.",
  "static.story.p2":
    "Creamos Affordable para que los inquilinos traten directamente con los dueños: sin agentes, sin estafas, sin cargos de solicitud y sin cargos ocultos. Aquí aceptamos los vales de Sección 8, y es fácil encontrar los anuncios que los aceptan.",
  "static.story.rentParty": "Rent Party",
  "static.story.p3":
    "Cuando una familia se atrasa con el alquiler, unos cientos de dólares pueden ser la diferencia entre quedarse en casa y un desalojo. Rent Party permite que los vecinos ayuden: un inquilino inicia una campaña, la verificamos con el dueño de la propiedad y cada donación va directo al dueño.",
  "static.story.join": "Únete",
  "static.story.listProperty": "Publica tu propiedad",
  "static.story.startRentParty": "Inicia una Rent Party",

  "static.privacy.meta.title": "Política de privacidad | Affordable",
  "static.privacy.meta.description":
    "Cómo Affordable recopila, usa y protege la información de inquilinos, dueños y donantes.",
  "static.privacy.title": "Política de privacidad",
  "static.privacy.modified": "Última modificación: diciembre de 2024",
  "static.privacy.intro":
    "Affordable conecta a los inquilinos directamente con los dueños y aloja campañas de Rent Party. Esta política explica qué datos recopilamos, por qué, cuánto tiempo los guardamos y qué opciones tienes.",
  "static.privacy.collect.title": "Qué recopilamos y cuánto tiempo lo guardamos",
  "static.privacy.account.label": "Datos de la cuenta",
  "static.privacy.account.text":
    ": tu nombre, tu correo electrónico, tu número de teléfono (opcional), si eres inquilino o dueño, y tu contraseña, que guardamos solo como hash con sal. Los guardamos hasta que nos pidas eliminar tu cuenta.",
  "static.privacy.documents.label": "Documentos de propiedad e identidad",
  "static.privacy.documents.text":
    " que un dueño sube para verificarse (por ejemplo, una escritura, una factura de impuestos o un contrato de administración, y una identificación oficial o un registro de empresa), junto con la decisión de nuestro equipo y su motivo. Se guardan de forma privada: solo nuestros administradores pueden abrirlos. Los guardamos hasta que nos pidas eliminarlos; no se eliminan automáticamente después de una decisión.",
  "static.privacy.listings.label": "Anuncios y fotos",
  "static.privacy.listings.text":
    " que publican los dueños. Las fotos se redimensionan y se guardan sin sus datos de ubicación ni otros detalles incrustados. Una foto se elimina cuando el dueño la quita; los anuncios se quedan hasta que nos pidas eliminarlos.",
  "static.privacy.messages.label": "Mensajes",
  "static.privacy.messages.text":
    " entre inquilinos y dueños, solicitudes (fecha de mudanza y mensaje), y los reportes y bloqueos que hagas. Los guardamos hasta que nos pidas eliminarlos. Nuestros administradores leen una conversación solo cuando alguien la reporta.",
  "static.privacy.campaigns.label": "Campañas de Rent Party",
  "static.privacy.campaigns.text":
    ": tu historia, tu meta, tu ciudad y estado, y el nombre, el correo electrónico y el teléfono (opcional) del dueño que nos das para que el dueño pueda confirmar el alquiler.",
  "static.privacy.payouts.label": "Datos de los pagos a dueños",
  "static.privacy.payouts.text":
    ": el monto adeudado que confirma el dueño, cómo pide el dueño que le paguemos (solo lo ven nuestros administradores), y cada pago que enviamos (monto, fecha y la referencia de la transacción o del cheque).",
  "static.privacy.payments.label": "Registros de pagos y donaciones",
  "static.privacy.payments.text":
    ": monto, campaña, estado, las referencias y avisos del proveedor de pagos, tu número de recibo, y el nombre y el correo electrónico que decidas darnos para un recibo. Los datos de tu tarjeta o billetera van al proveedor de pagos, nunca a nosotros. Estos registros son el libro de cuentas de la campaña, así que los guardamos con ella; si nos lo pides, quitamos tu nombre y tu correo electrónico de una donación.",
  "static.privacy.emails.label": "Correos que te enviamos",
  "static.privacy.emails.text":
    " (recibos, cambios de contraseña, avisos de mensajes, novedades de campañas). Nuestra cola de envío elimina su copia automáticamente, unas dos semanas después del envío. Registramos que se envió un recibo o un aviso, y el registro de nuestro servidor anota el destinatario y el asunto de cada correo.",
  "static.privacy.location.label": "Tu ubicación aproximada",
  "static.privacy.location.text":
    ", calculada en nuestro propio servidor a partir de tu dirección de red (IP) con una tabla de búsqueda integrada, para mostrarte alquileres cercanos y la ayuda con el alquiler de tu estado. Ningún servicio externo ve tu dirección y no guardamos el resultado. Si eliges una ciudad tú mismo, se guarda en una cookie en tu dispositivo durante un año.",
  "static.privacy.sessions.label": "Sesiones iniciadas",
  "static.privacy.sessions.text":
    ": la dirección de red y el navegador desde los que iniciaste sesión. Una sesión termina cuando cierras sesión o después de 30 días sin visitarnos.",
  "static.privacy.limits.label": "Límites contra el abuso",
  "static.privacy.limits.text":
    ": conteos de intentos por dirección de red (inicio de sesión, mensajes, donaciones, reportes) para frenar el abuso. Cada conteo se elimina automáticamente poco después de que pasa su período (de un minuto a un día).",
  "static.privacy.contact.label": "Mensajes a nuestro equipo",
  "static.privacy.contact.text":
    " a través de la página de Contacto (nombre, correo electrónico y mensaje) y, si instalas la app, el tipo de navegador. Los guardamos hasta que nos pidas eliminarlos.",
  "static.privacy.use.title": "Cómo lo usamos",
  "static.privacy.use.run":
    "Para operar el mercado de alquileres: mostrar anuncios, entregar mensajes y solicitudes, verificar dueños y campañas, y enviar pagos a los dueños.",
  "static.privacy.use.emails":
    "Para enviarte los correos que esperas: recibos, cambios de contraseña y respuestas a tus preguntas.",
  "static.privacy.use.scams":
    "Para mantener la plataforma libre de estafas: revisamos campañas, documentos de dueños y los anuncios y mensajes reportados, y los mensajes que piden dinero antes de ver la vivienda muestran una advertencia.",
  "static.privacy.never.title": "Lo que nunca hacemos",
  "static.privacy.never.sell": "Nunca vendemos tu información personal.",
  "static.privacy.never.fees":
    "Nunca cobramos cargos de solicitud y nunca enviamos donaciones a los inquilinos: van al dueño.",
  "static.privacy.choices.title": "Tus opciones",
  "static.privacy.choices.text":
    "Puedes actualizar tu nombre y tu número de teléfono desde tu panel en cualquier momento. Para eliminar tu cuenta o tus documentos, o para obtener una copia de tus datos, escríbenos desde la página de Contacto y te responderemos en un plazo de 24 a 48 horas.",
  "static.privacy.security.title": "Seguridad",
  "static.privacy.security.text":
    "Las contraseñas se guardan solo como hashes con sal, las sesiones usan cookies seguras, los documentos de verificación se guardan en un almacenamiento privado que solo nuestros administradores pueden abrir, y los datos de pago los maneja el proveedor de pagos, nunca nosotros.",

  "static.terms.meta.title": "Términos del servicio | Affordable",
  "static.terms.meta.description":
    "Los términos para inquilinos, dueños y donantes que usan Affordable y Rent Party.",
  "static.terms.title": "Términos del servicio",
  "static.terms.intro":
    "Al usar Affordable, aceptas estos términos. Están escritos para que los leas, así que léelos, por favor.",
  "static.terms.marketplace.title": "El mercado de alquileres",
  "static.terms.marketplace.direct":
    "Los inquilinos y los dueños tratan directamente. Affordable no es un agente y no cobra comisión.",
  "static.terms.marketplace.fees":
    "Los dueños no pueden cobrar cargos de solicitud a través de la plataforma ni pedir a los inquilinos que paguen antes de firmar un contrato de arrendamiento.",
  "static.terms.marketplace.real":
    "Los anuncios deben ser reales, estar disponibles y tener un precio honesto. Quitamos los anuncios que no lo cumplan.",
  "static.terms.marketplace.vouchers":
    "Los vales de Sección 8 y otros vales de vivienda deben tratarse como cualquier otra fuente de ingresos donde la ley lo exija.",
  "static.terms.rentParty.title": "Campañas de Rent Party",
  "static.terms.rentParty.start":
    "Un inquilino puede iniciar una campaña por el alquiler que debe. Primero verificamos la situación y contactamos al dueño de la propiedad.",
  "static.terms.rentParty.owner": "Las donaciones se pagan al dueño de la propiedad, nunca al inquilino.",
  "static.terms.rentParty.gifts": "Las donaciones son regalos personales. No son deducibles de impuestos.",
  "static.terms.account.title": "Tu cuenta",
  "static.terms.account.password":
    "No compartas tu contraseña con nadie. Eres responsable de lo que se haga con tu cuenta.",
  "static.terms.account.suspend":
    "Podemos suspender las cuentas que publiquen estafas, acosen a otras personas o no cumplan estos términos.",
  "static.terms.support.title": "Ayuda",
  "static.terms.support.text":
    "¿Tienes preguntas sobre estos términos? Escríbenos desde la página de Contacto. Respondemos en un plazo de 24 a 48 horas.",

  "static.landlord.meta.title": "Hazte dueño verificado | Affordable",
  "static.landlord.meta.description":
    "Obtén una insignia de verificación gratis, más visibilidad y inquilinos listos para mudarse. Sin agentes y sin cargos: publica directamente en Affordable.",
  "static.landlord.title": "Hazte dueño verificado y ayuda a los inquilinos a conservar su hogar",
  "static.landlord.intro":
    "Publica gratis, obtén una insignia de verificación al compartir tus documentos de propiedad y llena tus vacantes con inquilinos listos para mudarse.",
  "static.landlord.getStarted": "Comenzar",
  "static.landlord.why": "Por qué los dueños eligen Affordable",
  "static.landlord.trusted.title": "Una plataforma confiable",
  "static.landlord.trusted.text":
    "Sin estafas y sin anuncios falsos: los inquilinos vienen aquí porque confían en lo que ven.",
  "static.landlord.renters.title": "Inquilinos verificados",
  "static.landlord.renters.text":
    "Los inquilinos te escriben directamente y presentan su solicitud gratis, con sus datos desde el principio.",
  "static.landlord.exposure.title": "Visibilidad real",
  "static.landlord.exposure.text":
    "Llega a inquilinos de todo el país que buscan por ciudad, presupuesto y Sección 8.",
  "static.landlord.benefits.title": "Beneficios de la verificación",
  "static.landlord.benefits.badge": "Una insignia pública de verificación gratis en cada anuncio",
  "static.landlord.benefits.rotation": "Rotación destacada en la página de inicio",
  "static.landlord.benefits.filter": "Un lugar en el filtro de solo verificados que usan los inquilinos",
  "static.landlord.benefits.direct": "Mensajes directos de los inquilinos, sin agentes de por medio",
  "static.landlord.premium.title": "Anuncios premium",
  "static.landlord.premium.text":
    "Nuestro equipo puede hacer premium los anuncios de un dueño verificado: aparecen al principio de los resultados de búsqueda, marcados como Destacados, y se turnan en los Anuncios destacados de la página de inicio.",
  "static.landlord.ready.title": "¿Listo para ayudar a los inquilinos a conservar su hogar?",
  "static.landlord.ready.text": "Publicar toma unos minutos, y es gratis.",
  "static.landlord.ready.cta": "Hazte dueño verificado hoy",

  "static.addTools.meta.title": "Agregar herramientas de dueño | Affordable",
  "static.addTools.title": "¿Agregar herramientas de dueño a tu cuenta?",
  "static.addTools.becomes":
    "Tu cuenta pasa a ser una cuenta de dueño: puedes publicar propiedades, ver a los inquilinos que presentan solicitudes y pedir que te verifiquemos.",
  "static.addTools.keeps":
    "Tus Rent Parties, tus mensajes y las solicitudes que enviaste se quedan en tu cuenta. Las solicitudes para nuevos alquileres son para cuentas de inquilino; para volver a una,",
  "static.addTools.contactUs": "contáctanos",
  "static.addTools.confirm": "Sí, agregar herramientas de dueño",
  "static.addTools.notNow": "Ahora no",
  "static.addTools.adminRefused": "Las cuentas de administrador no pueden agregar herramientas de dueño.",
} satisfies Record<keyof typeof en, string>;
