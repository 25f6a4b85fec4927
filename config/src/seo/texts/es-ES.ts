import type { SeoTexts } from '../types';

const texts: SeoTexts = {
  pages: {
    home: {
      title: 'Vende tu electrónica usada – móvil, tablet, portátil y cámara',
      description:
        'Vende tu móvil, tablet, portátil, cámara o consola usados a precio fijo: oferta en 60 segundos, envío gratuito y pago rápido por transferencia o PayPal.',
    },
    contact: {
      title: 'Contacto y ayuda',
      description:
        '¿Tienes preguntas sobre tu venta, el envío o el pago? Escríbenos: nuestro equipo de atención al cliente suele responder en un día laborable.',
    },
    checkout: {
      title: 'Finalizar la venta',
      description: 'Revisa tus dispositivos, indica tus datos y la cuenta para el pago y finaliza la venta.',
    },
    thankYou: {
      title: 'Gracias por tu venta',
      description: 'Hemos recibido tu venta. Así puedes embalar y enviar tus dispositivos.',
    },
    pdp: {
      title: 'Vender dispositivo – calcula el precio al instante',
      description:
        'Responde unas preguntas sobre el estado y recibe al instante un precio de compra vinculante para tu dispositivo.',
    },
    overview: {
      title: 'Todos los modelos',
      description:
        'Todos los modelos de esta serie de un vistazo: elige tu dispositivo y descubre al instante cuánto te pagamos.',
    },
    b2bLandingpage: {
      title: 'Portal de compra para empresas',
      description:
        'Vende móviles, tablets y portátiles de empresa en grandes cantidades: precios fijos, borrado de datos certificado y un interlocutor personal.',
    },
    sell: {
      title: 'Vende tus dispositivos usados',
      description:
        'Elige fabricante y modelo, responde unas preguntas y vende tu dispositivo a precio fijo, con envío gratuito.',
    },
    search: { title: 'Búsqueda', description: 'Encuentra tu dispositivo por fabricante, serie o modelo.' },
    accountOverview: {
      title: 'Mi cuenta',
      description: 'Tus ventas, tus datos y tu cuenta para el pago de un vistazo.',
    },
    accountRegister: {
      title: 'Crear una cuenta',
      description: 'Crea una cuenta de cliente y vende aún más rápido la próxima vez.',
    },
    accountManagement: {
      title: 'Datos personales',
      description: 'Gestiona tus datos personales y tu cuenta de cliente.',
    },
    accountAddressChange: {
      title: 'Cambiar la dirección',
      description: 'Cambia la dirección de tu cuenta de cliente.',
    },
    accountPaymentChange: {
      title: 'Cambiar la cuenta de pago',
      description: 'Cambia la cuenta bancaria o la cuenta de PayPal en la que recibes el pago.',
    },
    accountPasswordReset: {
      title: 'Nueva contraseña',
      description: 'Elige una nueva contraseña para tu cuenta de cliente.',
    },
    accountPasswordForgot: {
      title: 'He olvidado mi contraseña',
      description: 'Te enviamos un enlace para que elijas una nueva contraseña.',
    },
    clarification: {
      title: 'Consulta sobre tu venta',
      description: 'Al revisar tu dispositivo hemos encontrado una diferencia. Consulta nuestra oferta.',
    },
    clarificationQuickAnswer: {
      title: 'Aceptar la nueva oferta',
      description: 'Acepta con un clic nuestra nueva oferta para tu dispositivo.',
    },
    newsletterEnrich: {
      title: 'Preferencias de la newsletter',
      description: 'Cuéntanos qué te interesa y recibe solo las ofertas que te encajan.',
    },
    newsletterUnsubscribe: {
      title: 'Darse de baja de la newsletter',
      description: 'Date de baja de nuestra newsletter.',
    },
    newsletterUnsubscribeSuccess: {
      title: 'Baja de la newsletter confirmada',
      description: 'Ya no recibirás nuestra newsletter.',
    },
  },
  contentPages: {
    terms: {
      title: 'Condiciones generales',
      description: 'Las condiciones generales para la venta de tus dispositivos usados a Revalu.',
    },
    aboutUs: {
      title: 'Sobre nosotros',
      description: 'Quién está detrás de Revalu y por qué damos una segunda vida a los dispositivos usados.',
    },
    imprint: { title: 'Aviso legal', description: 'Aviso legal e información sobre Revalu GmbH.' },
    press: { title: 'Prensa', description: 'Notas de prensa, cifras e imágenes sobre Revalu.' },
    ecoEffect: {
      title: 'Efecto eco',
      description: 'Cuánto CO₂ y cuántas materias primas ahorra un dispositivo reutilizado, y qué hacemos con el tuyo.',
    },
    partnerProgram: {
      title: 'Programa de socios',
      description: 'Recomienda Revalu en tu web y recibe una comisión por cada venta.',
    },
    dataErasure: {
      title: 'Borrado de datos',
      description:
        'Así borramos los datos de tu dispositivo, de forma certificada y verificable. Y así puedes guardarlos antes.',
    },
    packingTips: {
      title: 'Consejos de embalaje',
      description: 'Cómo embalar tu dispositivo de forma segura para el envío gratuito.',
    },
    privacy: { title: 'Privacidad', description: 'Qué datos tratamos, con qué fin y qué derechos tienes.' },
    howItWorks: {
      title: 'Cómo funciona',
      description: 'En tres pasos: elige tu dispositivo, envíalo gratis y recibe el pago.',
    },
    businessPhones: {
      title: 'Móviles para empresas',
      description:
        'Vende los móviles de tu empresa: precios fijos, borrado seguro de datos y recogida a partir de cierta cantidad.',
    },
  },
  errors: {
    notFound: { title: 'Página no encontrada', description: 'La página que buscas no existe.' },
    expiredLink: { title: 'El enlace ya no es válido', description: 'Este enlace ya se ha utilizado o ha caducado.' },
    badRequest: { title: 'Dirección no válida', description: 'No podemos leer esta dirección.' },
    uriTooLong: { title: 'Dirección demasiado larga', description: 'Esta dirección es demasiado larga.' },
    error: { title: 'Se ha producido un error', description: 'Algo ha salido mal.' },
  },
};
export default texts;
