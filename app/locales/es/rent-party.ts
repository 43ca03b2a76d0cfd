import { PHONE_MESSAGE } from "@common/phone";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "@common/text-messages";
import type en from "../en/rent-party";

/** Textos de las Rent Parties: la página de cada colecta, donar, crear una y el enlace del dueño. */
export default {
  "rentParty.meta.campaign": "{title} | Rent Party | Affordable",
  "rentParty.meta.ogImageAlt": "{title}: avance de la colecta",
  "rentParty.meta.thankYou": "Gracias | {title} | Affordable",
  "rentParty.meta.offline": "Colecta no disponible sin conexión | Affordable",
  "rentParty.meta.start": "Crea una Rent Party | Affordable",
  "rentParty.meta.startDescription":
    "¿Atrasado con la renta? Crea una Rent Party, una colecta para ponerte al día: verificamos tu situación con tu dueño, tu comunidad dona y cada dólar va directo a tu dueño.",
  "rentParty.meta.landlordConfirm": "Confirma una Rent Party | Affordable",

  "rentParty.offline.title": "Colecta no disponible sin conexión",
  "rentParty.offline.text": "Conéctate a internet para ver los detalles de la colecta y donar.",

  "rentParty.campaign.landlordConfirmed": "El dueño confirmó el monto que se le debe",
  "rentParty.campaign.excess":
    "Se donaron {amount} más de lo que se debe: quedan como crédito para el próximo mes de renta de este inquilino con el mismo dueño.",
  "rentParty.campaign.paidHeading": "Pagado al dueño",
  "rentParty.campaign.raised": "Recaudado:",
  "rentParty.campaign.paidLabel": "Pagado al dueño:",
  "rentParty.campaign.payout": "{amount} enviados al dueño el {day}",
  "rentParty.campaign.payoutCorrection": "{amount} de corrección a lo enviado, registrada el {day}",
  "rentParty.campaign.reference": "(referencia {reference})",
  "rentParty.campaign.noPayouts": "Todavía no se le ha enviado nada al dueño.",
  "rentParty.campaign.story": "Su historia",
  "rentParty.campaign.landlord": "Dueño:",
  "rentParty.campaign.created": "Creada:",
  "rentParty.campaign.closedTitle": "Esta colecta está cerrada.",
  "rentParty.campaign.closedText": "Ya no recibe donaciones. Lo que recaudó y pagó sigue aquí.",
  "rentParty.campaign.goalReached": "¡Meta alcanzada, gracias!",
  "rentParty.campaign.noLongerTaking": "Esta colecta ya no recibe donaciones.",
  "rentParty.campaign.support": "Apoya esta colecta",
  "rentParty.campaign.stillNeeded": "Falta:",
  "rentParty.campaign.pendingTitle": "Colecta pendiente de aprobación.",
  "rentParty.campaign.pendingText": "Podrás donar cuando esté verificada.",
  "rentParty.campaign.excessPolicy":
    "Si las donaciones pasan de lo que se debe (un pago que ya estaba en camino cuando se alcanzó la meta), lo que sobra queda como crédito para el próximo mes de renta del mismo inquilino con el mismo dueño. Nunca se le paga al inquilino.",

  "rentParty.donate.form": "Donar",
  "rentParty.donate.amount": "Monto de la donación",
  "rentParty.donate.other": "Otro monto (USD)",
  "rentParty.donate.otherPlaceholder": "Cualquier monto desde $1",
  "rentParty.donate.name": "Tu nombre (opcional)",
  "rentParty.donate.nameHint": "Déjalo vacío para donar de forma anónima.",
  "rentParty.donate.email": "Correo para tu recibo (opcional)",
  "rentParty.donate.giveInstead": "Dona {amount} en su lugar",
  "rentParty.donate.creating": "Creando el pago...",
  "rentParty.donate.crypto": "Dona con cripto",
  "rentParty.donate.card": "Dona con tarjeta",
  "rentParty.donate.note":
    "Se paga en stablecoins a través de nuestro socio de pagos. Cada dólar va al dueño, nunca al inquilino. Las donaciones son regalos personales y no son deducibles de impuestos.",
  "rentParty.donate.redirecting": "Te llevamos al pago",
  "rentParty.donate.failedTitle": "No se pudo crear el pago",
  "rentParty.donate.failedText": "No pudimos crear el pago con cripto. Inténtalo más tarde.",
  "rentParty.donate.comingSoon": "¡Muy pronto!",
  "rentParty.donate.comingSoonText": "Pronto podrás donar con tarjeta.",

  "rentParty.share.heading": "Comparte esta colecta",
  "rentParty.share.share": "Compartir",
  "rentParty.share.link": "Enlace de la colecta",
  "rentParty.share.copy": "Copiar enlace",
  "rentParty.share.on": "Compartir en",
  "rentParty.share.copied": "Enlace copiado.",
  "rentParty.share.copyFailed": "No se pudo copiar: selecciona el enlace y cópialo.",

  "rentParty.thanks.title": "¡Gracias por tu donación!",
  "rentParty.thanks.pendingTitle": "¡Gracias! Tu pago va en camino",
  "rentParty.thanks.failedTitle": "Este pago no se completó",
  "rentParty.thanks.receivedBefore": "Recibimos tu donación de",
  "rentParty.thanks.receivedAfter": "para {title}.",
  "rentParty.thanks.pending":
    "Estamos esperando que la red de pagos confirme tu donación de {amount} para {title}. Puede tardar unos minutos.",
  "rentParty.thanks.failed": "No se cobró nada. Puedes intentarlo de nuevo desde la página de la colecta.",
  "rentParty.thanks.support": "Tu apoyo a {title} ayuda a que un vecino no pierda su hogar.",
  "rentParty.thanks.receipt": "Número de recibo",
  "rentParty.thanks.receiptEmailed": ". Te enviamos un recibo a tu correo.",
  "rentParty.thanks.landlordNote":
    "Cada dólar se le paga directamente al dueño, {landlord}, nunca al inquilino. Tu donación es un regalo personal y no es deducible de impuestos.",
  "rentParty.thanks.checkAgain": "Revisar de nuevo",
  "rentParty.thanks.back": "Volver a la colecta",
  "rentParty.thanks.whatWasPaid": "Lo que se le pagó al dueño",

  "rentParty.how.heading": "Cómo funcionan las Rent Parties",
  "rentParty.how.step1Title": "1. Cuenta tu historia",
  "rentParty.how.step1Text":
    "Un inquilino atrasado con la renta crea una colecta con su historia y el monto que debe.",
  "rentParty.how.step2Title": "2. La verificamos",
  "rentParty.how.step2Text":
    "Nuestro equipo revisa la situación y contacta al dueño de la propiedad antes de abrir las donaciones.",
  "rentParty.how.step3Title": "3. Las donaciones van al dueño",
  "rentParty.how.step3Text":
    "Cada dólar se le paga directamente al dueño, nunca al inquilino. Quien dona recibe un recibo.",
  "rentParty.how.startHeading": "Cómo funciona",
  "rentParty.how.start1": "Cuenta tu historia y pon una meta por la renta que debes.",
  "rentParty.how.start2":
    "Danos el nombre y el correo de tu dueño para que podamos verificar la situación con él.",
  "rentParty.how.start3":
    "Nuestro equipo revisa tu colecta. Cuando está verificada, se publica y se abren las donaciones.",
  "rentParty.how.start4": "Comparte la página de tu colecta con tus amigos, tu familia y tu comunidad.",
  "rentParty.how.start5":
    "Las donaciones se le pagan directamente a tu dueño, nunca a ti, así que cada dólar va a tu renta.",

  "rentParty.start.title": "Crea una Rent Party",
  "rentParty.start.intro":
    "¿Atrasado con la renta o a punto de que te desalojen? Crea una Rent Party (una colecta para ponerte al día con la renta) y cuenta tu historia. Cuando la verifiquemos con tu dueño, tu comunidad puede aportar, y cada dólar va directo a tu dueño.",
  "rentParty.help.heading": "Antes de empezar: ayuda que puede pagar la renta que debes",
  "rentParty.help.text":
    "Hay programas públicos que muchas veces pagan la renta atrasada o detienen un desalojo, y no hay que devolver el dinero. Revísalos primero; una Rent Party puede cubrir lo que ellos no cubran.",
  "rentParty.help.textInState":
    "Hay programas públicos que muchas veces pagan la renta atrasada o detienen un desalojo, y no hay que devolver el dinero. Revisa primero los de {state}; una Rent Party puede cubrir lo que ellos no cubran.",
  "rentParty.help.state": "Tu estado",
  "rentParty.help.chooseState": "Elige un estado",
  "rentParty.help.show": "Ver programas",
  "rentParty.help.newTab": "(se abre en otra pestaña)",
  "rentParty.help.checked": "Enlace revisado por última vez: {date}",
  "rentParty.help.continue": "Seguir a la Rent Party",
  "rentParty.help.signIn":
    "Para crear tu colecta, entra o crea una cuenta gratis. Los programas de arriba no la necesitan.",
  "rentParty.help.program.us211.name": "211: llama o manda un texto al 211",
  "rentParty.help.program.us211.description":
    "Línea gratis y confidencial que te conecta con ayuda local de emergencia para la renta, los servicios (luz, agua, gas) y albergues.",
  "rentParty.help.program.cfpb.name": "Buscador de ayuda para la renta (CFPB)",
  "rentParty.help.program.cfpb.description":
    "Encuentra el programa de ayuda de emergencia para la renta que atiende tu ciudad, condado o estado.",
  "rentParty.help.program.lawHelp.name": "LawHelp.org: ayuda legal gratis",
  "rentParty.help.program.lawHelp.description":
    "¿Te llegó un aviso de desalojo? Encuentra ayuda legal gratis y conoce tus derechos como inquilino en tu estado.",
  "rentParty.help.program.illinoisLegalAid.name": "Illinois Legal Aid Online",
  "rentParty.help.program.illinoisLegalAid.description":
    "Ayuda legal gratis y guías paso a paso para inquilinos de Illinois que enfrentan un desalojo.",
  "rentParty.help.program.lawHelpCa.name": "LawHelpCA",
  "rentParty.help.program.lawHelpCa.description":
    "Encuentra ayuda legal gratis cerca de ti y guías para inquilinos de California que enfrentan un desalojo.",
  "rentParty.help.program.texasLawHelp.name": "TexasLawHelp.org",
  "rentParty.help.program.texasLawHelp.description":
    "Información legal, formularios y ayuda legal gratis para inquilinos de Texas que enfrentan un desalojo.",
  "rentParty.help.program.lawHelpNy.name": "LawHelpNY",
  "rentParty.help.program.lawHelpNy.description":
    "Encuentra ayuda legal gratis en Nueva York, incluida ayuda para inquilinos que enfrentan un desalojo.",

  "rentParty.form.title": "Título de la colecta",
  "rentParty.form.titlePlaceholder": "p. ej. La familia de María necesita ponerse al día",
  "rentParty.form.headline": "Tu título público:",
  "rentParty.form.subtitle": "Subtítulo: {title}",
  "rentParty.form.useFirstName": 'Usar mi nombre en el título ("{headline}")',
  "rentParty.form.story": "Tu historia",
  "rentParty.form.storyHint": "Qué pasó, cuánto debes y cómo vas a mantenerte al día.",
  "rentParty.form.goal": "Meta (USD)",
  "rentParty.form.city": "Tu ciudad",
  "rentParty.form.state": "Tu estado",
  "rentParty.form.landlord": "Tu dueño",
  "rentParty.form.landlordName": "Nombre del dueño",
  "rentParty.form.landlordEmail": "Correo del dueño",
  "rentParty.form.landlordPhone": "Teléfono del dueño (opcional)",
  "rentParty.form.phoneHint": "Por ejemplo 312-555-0100, o +44 20 7946 0958 fuera de EE. UU.",
  "rentParty.form.landlordLocale": "Idioma del dueño",
  "rentParty.form.landlordLocaleHint": "Le escribiremos a tu dueño en este idioma.",
  "rentParty.form.submitting": "Enviando...",
  "rentParty.form.submit": "Enviar colecta",

  "rentParty.landlord.problemTitle": "Este enlace no se puede usar",
  "error.This link is not valid. It may have been mistyped, replaced by a newer link, or already used. Please use the latest email we sent, or contact support.":
    "Este enlace no es válido. Puede que esté mal escrito, que lo haya reemplazado uno más nuevo o que ya se haya usado. Usa el correo más reciente que te enviamos o escríbele a soporte.",
  "error.This link has expired. Please contact support or ask your tenant to have a new link sent.":
    "Este enlace ya venció. Escríbele a soporte o pídele a tu inquilino que te mande un enlace nuevo.",
  "rentParty.landlord.answeredTitle": "Gracias, guardamos tu respuesta",
  "rentParty.landlord.answeredConfirm":
    "Confirmaste que es tu inquilino y el monto que se te debe. Ahora nuestro equipo revisa la colecta; las donaciones se te pagan directamente a ti, y cada pago se muestra en la página de la colecta.",
  "rentParty.landlord.answeredDispute":
    "Impugnaste esta colecta: no se verificará. Nuestro equipo se pondrá en contacto contigo.",
  "rentParty.landlord.title": "Confirma la Rent Party de tu inquilino",
  "rentParty.landlord.yourTenant": "Tu inquilino",
  "rentParty.landlord.intro":
    'Hola, {landlord}. {renter} creó "{title}", una Rent Party (una colecta para ponerse al día con la renta) para juntar la renta que te debe (meta {goal}). Las donaciones se te pagan directamente a ti. Este enlace sirve una sola vez, hasta el {date}.',
  "rentParty.landlord.introInPlace":
    'Hola, {landlord}. {renter} creó "{title}" en {place}, una Rent Party (una colecta para ponerse al día con la renta) para juntar la renta que te debe (meta {goal}). Las donaciones se te pagan directamente a ti. Este enlace sirve una sola vez, hasta el {date}.',
  "rentParty.landlord.confirm": "Confirmar",
  "rentParty.landlord.thisPerson": "Esta persona",
  "rentParty.landlord.tenancy": "{renter} es mi inquilino en esta dirección",
  "rentParty.landlord.amountOwed": "Monto que se debe (USD)",
  "rentParty.landlord.amountOwedHint":
    "Como máximo la meta, {goal}. Si es menos, las donaciones se detienen en este monto.",
  "rentParty.landlord.payout": "Cómo quieres recibir el pago",
  "rentParty.landlord.payoutHint":
    "p. ej. cheque a tu dirección postal, o transferencia bancaria. Es privado: solo lo ve nuestro equipo.",
  "rentParty.landlord.confirmButton": "Confirmar el monto que se debe",
  "rentParty.landlord.dispute": "Impugnar",
  "rentParty.landlord.whatIsWrong": "Qué está mal",
  "rentParty.landlord.disputeButton": "Impugnar esta colecta",

  "rentParty.mine.heading": "Mis Rent Parties",
  "rentParty.mine.start": "Crea una Rent Party",
  "rentParty.mine.empty": "Todavía no has creado una Rent Party.",
  "rentParty.mine.started": "Creada el {date}",
  "rentParty.mine.stage": "Etapa: {stage}.",
  "rentParty.stage.submitted": "Enviada",
  "rentParty.stage.waiting_for_landlord": "Esperando al dueño",
  "rentParty.stage.under_review": "En revisión",
  "rentParty.stage.live": "Publicada",
  "rentParty.stage.funded": "Meta alcanzada",
  "rentParty.stage.paid": "Pagada al dueño",
  "rentParty.stage.closed": "Cerrada",
  "rentParty.next.submitted":
    "Le enviaremos a tu dueño un enlace privado por correo para que confirme el monto que se le debe.",
  "rentParty.next.waiting_for_landlord":
    "Tu dueño tiene un enlace privado para confirmar que eres su inquilino y el monto que le debes. Cuando responda, nuestro equipo revisa tu colecta.",
  "rentParty.next.under_review":
    "Tu dueño respondió. Nuestro equipo revisa tu colecta; cuando esté verificada, se publica y se abren las donaciones.",
  "rentParty.next.live": "Tu colecta está publicada: comparte su página. Cada dólar va a tu dueño.",
  "rentParty.next.funded":
    "Alcanzaste tu meta. Le enviamos el dinero a tu dueño y registramos el pago en la página de tu colecta.",
  "rentParty.next.paid": "El dinero se le envió a tu dueño. El pago se muestra en la página de tu colecta.",
  "rentParty.next.closed": "Esta colecta está cerrada y ya no recibe donaciones.",
  "rentParty.next.disputed":
    "Tu dueño impugnó esta colecta, así que no se puede publicar tal como está. Nuestro equipo se pondrá en contacto contigo.",

  // Start a Rent Party form
  "error.Title is required": "Escribe un título",
  "error.Title must be at most {max} characters": "El título debe tener como máximo {max} caracteres",
  "error.Story is required": "Cuenta tu historia",
  "error.Story must be at most {max} characters": "Tu historia debe tener como máximo {max} caracteres",
  "error.Goal amount is required": "Escribe la meta",
  "error.Goal amount must be a number": "La meta debe ser un número",
  "error.Goal amount must be at least {amount}": "La meta debe ser de al menos {amount}",
  "error.Goal amount must be at most {amount}": "La meta debe ser de {amount} como máximo",
  "error.Goal amount must be in steps of $0.01": "La meta no puede tener fracciones de centavo",
  "error.Landlord name is required": "Escribe el nombre del dueño",
  "error.Landlord name must be at most {max} characters":
    "El nombre del dueño debe tener como máximo {max} caracteres",
  "error.Landlord email is required": "Escribe el correo del dueño",
  "error.Please enter a valid email address": "Escribe un correo electrónico válido",
  "error.Email is too long": "El correo electrónico es demasiado largo",
  [`error.${PHONE_MESSAGE}`]: "Escribe un número de teléfono válido, por ejemplo 312-555-0100",
  "error.City is required": "Escribe tu ciudad",
  "error.City must be at most {max} characters": "La ciudad debe tener como máximo {max} caracteres",
  "error.Please enter a real city name": "Escribe el nombre de una ciudad real",
  "error.State is required": "Elige tu estado",
  "error.Please choose a U.S. state": "Elige un estado de EE. UU.",
  "error.Please choose English or Español": "Elige English o Español",
  [`error.${SINGLE_LINE_MESSAGE}`]: "Quita los saltos de línea, tabulaciones y otros caracteres de control",
  [`error.${CONTROL_CHARACTERS_MESSAGE}`]: "Quita los caracteres de control",
  // Donate panel
  "error.Donation amount is required": "Escribe el monto de tu donación",
  "error.Donation amount must be a number": "El monto de la donación debe ser un número",
  "error.Donation amount must be at least {amount}": "La donación debe ser de al menos {amount}",
  "error.Donation amount must be at most {amount}": "La donación debe ser de {amount} como máximo",
  "error.Donation amount must be in steps of $0.01": "La donación no puede tener fracciones de centavo",
  "error.Name must be at most {max} characters": "El nombre debe tener como máximo {max} caracteres",
  "error.This campaign needs only {amount} more. Give {amount} instead.":
    "A esta colecta solo le faltan {amount}. Dona {amount} en su lugar.",
  "error.The rest of this goal is being paid right now. If a payment is not completed, donations open again within an hour.":
    "El resto de esta meta se está pagando en este momento. Si un pago no se completa, las donaciones se abren de nuevo en menos de una hora.",
  "error.This campaign is closed and no longer takes donations.":
    "Esta colecta está cerrada y ya no recibe donaciones.",
  "error.Goal reached — thank you! This campaign is no longer taking donations.":
    "¡Meta alcanzada, gracias! Esta colecta ya no recibe donaciones.",
  "error.This campaign doesn't exist or is no longer active.": "Esta colecta no existe o ya no está activa.",
  "error.Campaign Pending Approval. Donations will be available once verified.":
    "Colecta pendiente de aprobación. Podrás donar cuando esté verificada.",
  "error.Unable to create crypto payment. Please try again later.":
    "No pudimos crear el pago con criptomonedas. Vuelve a intentarlo más tarde.",
  "error.Too many attempts. Please wait a minute and try again.":
    "Demasiados intentos. Espera un minuto y vuelve a intentarlo.",
  // The landlord's link
  "error.Please confirm this person is your tenant at this address":
    "Confirma que esta persona es tu inquilino en esta dirección",
  "error.Amount owed is required": "Escribe cuánto se te debe",
  "error.Amount owed must be a number": "El monto adeudado debe ser un número",
  "error.Amount owed must be at least {amount}": "El monto adeudado debe ser de al menos {amount}",
  "error.Amount owed must be at most {amount}": "El monto adeudado debe ser de {amount} como máximo",
  "error.Amount owed must be in steps of $0.01": "El monto adeudado no puede tener fracciones de centavo",
  "error.Amount owed must be at most the campaign's goal, {amount}":
    "El monto adeudado no puede ser mayor que la meta de la colecta, {amount}",
  "error.How you want to be paid is required": "Dinos cómo quieres recibir el pago",
  "error.How you want to be paid must be at most {max} characters":
    "Cómo quieres recibir el pago debe tener como máximo {max} caracteres",
  "error.What is wrong is required": "Dinos qué está mal",
  "error.What is wrong must be at most {max} characters":
    "Qué está mal debe tener como máximo {max} caracteres",
  // The admin's payout form
  "error.Payout amount is required": "Escribe el monto del pago",
  "error.Payout amount must be a number": "El monto del pago debe ser un número",
  "error.Payout amount must be at least {amount}": "El pago debe ser de al menos {amount}",
  "error.Payout amount must be at most {amount}": "El pago debe ser de {amount} como máximo",
  "error.Payout amount must be in steps of $0.01": "El pago no puede tener fracciones de centavo",
  "error.Reference (transaction id or check number) is required":
    "Escribe la referencia (número de transacción o de cheque)",
  "error.Reference (transaction id or check number) must be at most {max} characters":
    "La referencia debe tener como máximo {max} caracteres",
  "error.Note must be at most {max} characters": "La nota debe tener como máximo {max} caracteres",
  "error.A payout can be at most {amount}, the amount not yet paid out":
    "Un pago puede ser de {amount} como máximo, lo que aún no se ha pagado",
  "error.A correction can take off at most {amount}, what was paid out":
    "Una corrección puede restar {amount} como máximo, lo que se pagó",
  "error.Everything raised has already been paid out": "Ya se pagó todo lo recaudado",
  "error.The landlord disputed this campaign: no payout can be recorded.":
    "El dueño impugnó esta colecta: no se puede registrar ningún pago.",
} satisfies Record<keyof typeof en, string>;
