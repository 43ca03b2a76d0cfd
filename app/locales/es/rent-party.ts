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
  "rentParty.form.submitting": "Enviando...",
  "rentParty.form.submit": "Enviar colecta",

  "rentParty.landlord.problemTitle": "Este enlace no se puede usar",
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
} satisfies Record<keyof typeof en, string>;
