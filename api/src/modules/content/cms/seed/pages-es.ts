import { countries } from 'config';
import { SHIPPING_DEADLINE_DAYS } from 'config/checkout';
import { COMPANY, type SeedPages } from './types';

const c = countries.es;
const devices = COMPANY.devicesBought;

export const pagesEs: SeedPages = {
  howItWorks: {
    title: 'Cómo funciona',
    metaDescription: 'Vende tu dispositivo usado en tres pasos: pide tu oferta, envíalo gratis y recibe el pago.',
    body: `
<p>En Revalu vendes smartphones, tablets, portátiles, cámaras, objetivos, videocámaras, consolas y monitores a precio fijo: sin anuncios, sin regateos y sin quedar con desconocidos.</p>
<h2 id="oferta">1. Pide tu oferta</h2>
<p>Busca tu dispositivo con el buscador o por categorías y responde unas preguntas rápidas sobre su estado: ¿se enciende?, ¿tiene arañazos la pantalla?, ¿está desactivado el bloqueo de activación? Con tus respuestas calculamos al momento un precio vinculante, válido hasta la fecha que indica la oferta.</p>
<h2 id="envio">2. Envíalo gratis</h2>
<p>Añade los dispositivos a la cesta y completa la venta. Recibirás una etiqueta de envío prepagada de UPS para imprimir. Embala bien los dispositivos (nuestros <a href="route:content/packingTips">consejos de embalaje</a> te ayudan) y entrega el paquete en un punto UPS en un plazo de ${SHIPPING_DEADLINE_DAYS} días. El envío es gratuito y está asegurado.</p>
<h2 id="revision">3. Revisión y pago</h2>
<p>En los tres días laborables siguientes a la recepción, nuestros técnicos revisan cada dispositivo. Si el estado coincide con lo que nos indicaste, te transferimos el importe acordado en un máximo de dos días laborables a tu cuenta bancaria o de PayPal.</p>
<h2 id="diferencias">¿Y si el estado no coincide?</h2>
<p>Te enviamos una consulta con una nueva oferta: verás tus datos y nuestro diagnóstico uno al lado del otro, con cada descuento explicado. Tú decides si aceptas el nuevo precio o prefieres que te devolvamos el dispositivo gratis. Sin tu conformidad no cambiamos nada: si no respondes, te lo devolvemos sin coste.</p>
<h2 id="datos">Tus datos</h2>
<p>Restablece tu dispositivo antes de enviarlo. Además, borramos cada memoria con un proceso certificado; más información en <a href="route:content/dataErasure">Borrado de datos</a>.</p>
<p>¿Tienes más preguntas? Nuestro <a href="route:contact">servicio de atención al cliente</a> te ayuda encantado.</p>`,
  },
  packingTips: {
    title: 'Consejos de embalaje',
    metaDescription:
      'Así llega tu dispositivo sano y salvo: consejos para embalar smartphones, portátiles, cámaras y consolas.',
    body: `
<p>Un dispositivo bien embalado llega tal y como lo enviaste, y solo así podemos pagarte el precio acordado. Con estos consejos lo tendrás fácil.</p>
<h2>Antes de embalar</h2>
<ul>
<li>Haz una copia de seguridad y restablece el dispositivo a los ajustes de fábrica.</li>
<li>Cierra la sesión de tus cuentas y desactiva el bloqueo de activación (por ejemplo, «Buscar» en Apple o «Encontrar mi dispositivo» en Android).</li>
<li>Retira la tarjeta SIM y las tarjetas de memoria.</li>
<li>Deja la batería entre el 30 y el 50 %: así puede viajar con seguridad.</li>
</ul>
<h2>Cómo embalar</h2>
<ol>
<li>Usa una caja resistente, unos tres centímetros más grande que el dispositivo por cada lado. Lo ideal es la caja original.</li>
<li>Envuelve el dispositivo en plástico de burbujas o en un paño suave, con la pantalla o la lente hacia dentro.</li>
<li>Rellena los huecos con papel para que nada se mueva: al agitar la caja no debe oírse nada.</li>
<li>Si envías varios dispositivos, embala cada uno por separado.</li>
<li>Cierra la caja con cinta de embalar y pega la etiqueta de UPS bien visible en la cara más grande.</li>
</ol>
<h2>Mejor no lo envíes</h2>
<ul>
<li>Cargadores, cables y fundas que no se pidieron en la oferta: no podemos devolverlos.</li>
<li>Baterías hinchadas o con fugas: no se pueden enviar. Escríbenos y buscaremos una solución.</li>
<li>Sobres o bolsas en lugar de una caja: la pantalla se rompe con facilidad.</li>
</ul>
<p>Guarda el justificante de entrega hasta que recibas el pago.</p>`,
  },
  dataErasure: {
    title: 'Borrado de datos',
    metaDescription:
      'Borrado de datos certificado en cada dispositivo que compramos, según NIST SP 800-88, con certificado si lo pides.',
    body: `
<p>Tu dispositivo guarda fotos, mensajes y contraseñas. Por eso borramos por completo y de forma verificable cada memoria que nos llega, aunque ya lo hayas restablecido.</p>
<h2>Cómo borramos</h2>
<ul>
<li>Smartphones y tablets: software de borrado certificado según la norma NIST SP 800-88 («Purge»); las memorias cifradas se borran criptográficamente.</li>
<li>Discos duros y SSD de portátiles: sobrescritura o borrado con los procedimientos del fabricante.</li>
<li>Las memorias que no se pueden borrar con seguridad, por ejemplo en equipos averiados, se destruyen físicamente.</li>
</ul>
<p>Cada borrado queda registrado con número de serie, método y fecha. Si quieres el certificado de borrado, escríbenos desde el <a href="route:contact">formulario de contacto</a> indicando tu número de pedido.</p>
<h2>Qué debes hacer antes</h2>
<ol>
<li>Guarda todo lo que quieras conservar: fotos, contactos, chats y apps de doble factor.</li>
<li>Cierra la sesión de iCloud, Google, Samsung y las cuentas de tu consola.</li>
<li>Desactiva el bloqueo de activación: si sigue activo, no podemos comprar el dispositivo.</li>
<li>Restablece los ajustes de fábrica y retira la SIM y las tarjetas de memoria.</li>
</ol>`,
  },
  aboutUs: {
    title: 'Sobre nosotros',
    metaDescription: 'Revalu compra electrónica usada a un precio justo y fijo y le da una segunda vida. Conócenos.',
    body: `
<p>Revalu nació en Berlín en ${COMPANY.founded} porque en los cajones de Europa hay millones de dispositivos que funcionan y que nadie usa. Queremos que venderlos sea fácil: a un precio justo, sin riesgos y con la conciencia tranquila.</p>
<h2>Qué hacemos</h2>
<p>Compramos smartphones, tablets, portátiles, cámaras, objetivos, videocámaras, consolas y monitores. En nuestro centro técnico, especialistas revisan cada dispositivo, borran todos los datos con un proceso certificado y lo reacondicionan. A través de nuestra tienda hermana Revalu Refurbished encuentran nuevo dueño; lo que ya no se puede reparar va a plantas de reciclaje certificadas.</p>
<h2>Nuestros compromisos</h2>
<ul>
<li><strong>Precios fijos:</strong> pagamos la oferta que ves en la web si el estado coincide.</li>
<li><strong>Transparencia:</strong> si algo no coincide, justificamos cada descuento. Tú decides y la devolución siempre es gratis.</li>
<li><strong>Rapidez:</strong> revisión en tres días laborables y pago en dos más.</li>
<li><strong>Protección de datos:</strong> borrado certificado de cada memoria.</li>
</ul>
<h2>El equipo</h2>
<p>Hoy somos ${COMPANY.employees} personas en revisión técnica, atención al cliente, logística y tecnología, y hemos comprado ya más de ${devices} dispositivos. Dirigen la empresa ${COMPANY.directors}.</p>
<p>¿Quieres saber más? Visita nuestra <a href="route:content/press">sala de prensa</a> o <a href="route:contact">escríbenos</a>.</p>`,
  },
  press: {
    title: 'Prensa',
    metaDescription: 'Contacto de prensa, cifras y datos sobre Revalu, el servicio de compra de electrónica usada.',
    body: `
<p>¿Escribes sobre economía circular, residuos electrónicos o el mercado de segunda mano? Te ayudamos con cifras, contexto y portavoces.</p>
<h2>Contacto de prensa</h2>
<address>Revalu GmbH – Comunicación<br>${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city} (Alemania)<br>Correo: <a href="mailto:prensa@revalu.es">prensa@revalu.es</a></address>
<p>Solemos responder en un día laborable.</p>
<h2>Cifras y datos</h2>
<table>
<caption>Revalu en cifras</caption>
<tbody>
<tr><th scope="row">Fundación</th><td>${COMPANY.founded}, Berlín</td></tr>
<tr><th scope="row">Empleados</th><td>${COMPANY.employees}</td></tr>
<tr><th scope="row">Dispositivos comprados</th><td>más de ${devices}</td></tr>
<tr><th scope="row">Países</th><td>Alemania, Austria, España, Francia, Italia</td></tr>
<tr><th scope="row">Dirección</th><td>${COMPANY.directors}</td></tr>
</tbody>
</table>
<h2>Temas sobre los que podemos informar</h2>
<ul>
<li>Cuánto valen hoy los smartphones, cámaras y consolas de segunda mano, y a qué ritmo se deprecian</li>
<li>Cuánto CO₂ se ahorra al alargar la vida de un dispositivo (ver <a href="route:content/ecoEffect">Efecto eco</a>)</li>
<li>El borrado seguro de datos en dispositivos usados</li>
</ul>
<p>Si necesitas logotipos o fotos de nuestro centro técnico, pídenoslos.</p>`,
  },
  ecoEffect: {
    title: 'Efecto eco',
    metaDescription:
      'Por qué vender tu dispositivo usado ayuda al clima: el CO₂ y las materias primas que ahorra una segunda vida.',
    body: `
<p>El dispositivo más sostenible es el que no hay que fabricar. Alrededor del 80\u00a0% de la huella de carbono de un smartphone se genera en su fabricación, no durante su uso. Cada dispositivo que tiene una segunda vida puede evitar que se fabrique otro nuevo.</p>
<h2>Lo que aporta una segunda vida</h2>
<ul>
<li>Según los análisis de ciclo de vida de los fabricantes, fabricar un smartphone genera entre 50 y 80 kg de CO₂ equivalente; un portátil, entre 200 y 350 kg.</li>
<li>Cada dispositivo contiene materias primas como cobalto, oro, estaño y tierras raras, cuya extracción daña paisajes y personas.</li>
<li>Los residuos electrónicos son el tipo de residuo que más crece en Europa, y gran parte sigue sin reciclarse correctamente.</li>
</ul>
<h2>Lo que hacemos nosotros</h2>
<p>Revisamos cada dispositivo que compramos y reacondicionamos todo lo que merece la pena reparar. A través de Revalu Refurbished llega a nuevos dueños. Los equipos averiados que ya no tienen arreglo van a plantas de reciclaje certificadas que recuperan las materias primas. Nada acaba en la basura.</p>
<p>Lo que más ayuda al medio ambiente es vender los dispositivos mientras todavía tienen demanda. <a href="route:home">Descubre ahora cuánto vale el tuyo.</a></p>`,
  },
  partnerProgram: {
    title: 'Programa de socios',
    metaDescription:
      'Hazte socio de Revalu: comisión por cada compra que nos traigas, widget de compra integrable y atención personal.',
    body: `
<p>Blog de tecnología, comparador, taller de reparación o tienda de telefonía: si tus clientes quieren deshacerse de sus dispositivos antiguos, con Revalu ganas tú también.</p>
<h2>Cómo funciona</h2>
<ol>
<li>Envíanos tu solicitud con algunos datos sobre tu web o tu negocio.</li>
<li>Una vez aprobada, recibes tus enlaces de socio o integras nuestro widget de compra en tu web, adaptado a tu diseño.</li>
<li>Por cada venta completada cobras una comisión, liquidada cada mes.</li>
</ol>
<h2>Tus ventajas</h2>
<ul>
<li>Comisión del 5 % del valor de compra, con un mínimo de 3 € por dispositivo</li>
<li>Cookies con una duración de 30 días</li>
<li>Informes claros de clics, ofertas y compras</li>
<li>Una persona de contacto fija para tus dudas</li>
</ul>
<p>¿Te interesa? Escríbenos desde el <a href="route:contact">formulario de contacto</a> (asunto «Empresas y socios») o a <a href="mailto:${c.businessEmail}">${c.businessEmail}</a>.</p>`,
  },
  businessPhones: {
    title: 'Vender móviles de empresa',
    metaDescription:
      'Vende los móviles, tablets y portátiles de tu empresa: precios fijos, recogida desde 20 unidades y borrado certificado.',
    body: `
<p>Cuando tu empresa renueva sus equipos, los móviles, tablets y portátiles antiguos todavía valen mucho. Revalu los compra de forma segura, trazable y con poco trabajo para tu departamento de IT.</p>
<h2>Qué te ofrecemos</h2>
<ul>
<li><strong>Precios fijos</strong> para cada dispositivo, también para grandes cantidades y lotes mixtos</li>
<li><strong>Recogida gratuita</strong> a partir de 20 dispositivos; por debajo, envío gratuito por paquetería</li>
<li><strong>Borrado de datos certificado</strong> con un certificado por número de serie</li>
<li><strong>Factura con IVA desglosado</strong> y pago por transferencia</li>
<li><strong>Una persona de contacto</strong> desde la oferta hasta el pago</li>
</ul>
<h2>Cómo funciona</h2>
<ol>
<li>Nos envías tu lista de dispositivos (modelo, memoria, estado), por ejemplo en una hoja de cálculo.</li>
<li>En dos días laborables recibes una oferta vinculante.</li>
<li>Recogemos los dispositivos, los revisamos y borramos todos los datos.</li>
<li>Recibes el informe de revisión, los certificados de borrado y el pago.</li>
</ol>
<p>Escríbenos a <a href="mailto:${c.businessEmail}">${c.businessEmail}</a> o usa el <a href="route:contact">formulario de contacto</a> con el asunto «Empresas y socios».</p>`,
  },
  terms: {
    title: 'Condiciones generales',
    metaDescription: 'Condiciones generales para la venta de dispositivos usados a Revalu GmbH.',
    body: `
<p><small>Versión: 1 de junio de 2025</small></p>
<h2 id="ambito">1. Ámbito de aplicación</h2>
<p>Estas condiciones se aplican a todos los contratos por los que los clientes («tú») venden dispositivos usados a ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}, Alemania («Revalu») a través de ${c.domain}.</p>
<h2 id="contrato">2. Oferta y celebración del contrato</h2>
<p>El precio calculado en la web es una oferta vinculante de Revalu para un dispositivo en el estado que describes, válida hasta la fecha indicada en ella. Al completar la venta la aceptas; el contrato queda sujeto a que el dispositivo coincida con tu descripción (cláusula 5).</p>
<h2 id="requisitos">3. Requisitos</h2>
<p>Debes ser mayor de edad y propietario del dispositivo. El dispositivo no puede estar denunciado como robado o perdido ni bloqueado por un bloqueo de activación o de operador.</p>
<h2 id="envio">4. Envío</h2>
<p>Revalu te facilita una etiqueta de envío gratuita y asegurada de UPS. Envía el dispositivo en un plazo de ${SHIPPING_DEADLINE_DAYS} días y embálalo bien. El riesgo de pérdida pasa a Revalu en el momento de la entrega a UPS.</p>
<h2 id="revision">5. Revisión y consulta</h2>
<p>Revalu revisa cada dispositivo en los tres días laborables siguientes a su recepción. Si su estado no coincide con tu descripción, recibirás una consulta con una nueva oferta y la justificación de cada descuento. Puedes aceptarla o rechazarla dentro del plazo indicado (de al menos 7 días). Si la rechazas o no respondes, te devolvemos el dispositivo sin coste; tu silencio nunca se considera aceptación.</p>
<h2 id="pago">6. Pago</h2>
<p>El precio se transfiere a la cuenta bancaria o de PayPal que indiques en un plazo de dos días laborables desde la revisión satisfactoria o desde la aceptación de la nueva oferta.</p>
<h2 id="propiedad">7. Propiedad y datos</h2>
<p>Con el pago, la propiedad del dispositivo pasa a Revalu. Revalu borra todos los datos de forma certificada; no es posible recuperarlos. Haz una copia de seguridad antes del envío.</p>
<h2 id="cancelacion">8. Cancelación</h2>
<p>Puedes cancelar la venta gratuitamente hasta que envíes el dispositivo, indicándonos tu número de pedido a través del formulario de contacto.</p>
<h2 id="responsabilidad">9. Responsabilidad</h2>
<p>Revalu responde sin limitación en caso de dolo, negligencia grave o daños a la vida, la integridad física o la salud; en los demás casos, solo por el incumplimiento de obligaciones esenciales del contrato y hasta el daño previsible.</p>
<h2 id="ley">10. Ley aplicable</h2>
<p>Se aplica el Derecho alemán, excluida la Convención de las Naciones Unidas sobre la compraventa internacional de mercaderías. Se mantienen las normas imperativas de protección del consumidor de España si resides allí.</p>`,
  },
  privacy: {
    title: 'Política de privacidad',
    metaDescription: 'Cómo trata Revalu tus datos personales, con qué finalidad y qué derechos tienes.',
    body: `
<p><small>Versión: 1 de junio de 2025</small></p>
<h2>1. Responsable del tratamiento</h2>
<address>${COMPANY.name}<br>${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}, Alemania<br>Correo: <a href="mailto:privacidad@revalu.es">privacidad@revalu.es</a></address>
<h2>2. Qué datos tratamos y para qué</h2>
<ul>
<li><strong>Compra:</strong> nombre, dirección, correo electrónico, teléfono, cuenta bancaria o de PayPal y los datos de tus dispositivos, para ejecutar el contrato (art. 6.1.b RGPD).</li>
<li><strong>Cuenta de cliente:</strong> datos de acceso e historial de pedidos mientras uses la cuenta (art. 6.1.b RGPD).</li>
<li><strong>Formulario de contacto:</strong> tu mensaje y tus datos de contacto, para responderte (art. 6.1.b y f RGPD).</li>
<li><strong>Newsletter:</strong> tu correo y los datos voluntarios que nos des, con tu consentimiento confirmado por correo (doble opt-in, art. 6.1.a RGPD). Puedes darte de baja en cualquier momento desde el enlace de cada correo.</li>
<li><strong>Seguridad:</strong> direcciones IP en los registros del servidor durante 14 días como máximo, para evitar abusos (art. 6.1.f RGPD).</li>
</ul>
<h2>3. Destinatarios</h2>
<p>Solo compartimos datos cuando la compra lo requiere: con UPS para el envío y con nuestro banco o PayPal para el pago. Nuestros servidores están en centros de datos de la Unión Europea.</p>
<h2>4. Conservación</h2>
<p>Conservamos los datos del contrato durante los plazos que exige la normativa mercantil y fiscal (hasta 10 años). Los datos de la newsletter se eliminan cuando te das de baja; la prueba de tu consentimiento se conserva hasta tres años.</p>
<h2>5. Cookies</h2>
<p>Las cookies técnicas necesarias (por ejemplo, para la cesta y el idioma) se usan siempre. Las de estadística y marketing, solo con tu consentimiento, que puedes retirar cuando quieras.</p>
<h2>6. Tus derechos</h2>
<p>Tienes derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición, y puedes retirar tu consentimiento en cualquier momento. También puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD).</p>`,
  },
  imprint: {
    title: 'Aviso legal',
    metaDescription: 'Datos identificativos de Revalu GmbH, Berlín, según la Ley 34/2002 (LSSI-CE).',
    body: `
<p>En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te informamos de los datos del titular de ${c.domain}:</p>
<h2>Titular</h2>
<address>${COMPANY.name}<br>${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}<br>Alemania</address>
<h2>Contacto</h2>
<p>Teléfono: <a href="tel:${c.supportPhone.replace(/\s/g, '')}">${c.supportPhone}</a> (de lunes a viernes, de 9:00 a 18:00)<br>Correo: <a href="mailto:${c.contact.recipient}">${c.contact.recipient}</a><br>O a través de nuestro <a href="route:contact">formulario de contacto</a>.</p>
<h2>Datos registrales</h2>
<p>Inscrita en el registro mercantil del juzgado de Charlottenburg (${COMPANY.court}), Berlín, con el número ${COMPANY.register}<br>Administradores: ${COMPANY.directors}<br>NIF-IVA: ${COMPANY.vatId}</p>
<h2>Resolución de litigios</h2>
<p>No estamos obligados ni dispuestos a participar en procedimientos de resolución alternativa de litigios ante una entidad de consumo. Si tienes una reclamación, escríbenos: siempre buscamos una solución directa.</p>`,
  },
};
