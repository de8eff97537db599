/** Spanish (ES) demo content: banner captions, notices and popups (terms from docs/glossary/es.md). */
import type { SeedTranslation } from './types.ts';

export const ES: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Bono de bienvenida',
    'Ten thousand slots': 'Diez mil tragamonedas',
    'Live casino': 'Casino en vivo',
    'Provably fair': 'Equidad demostrable',
    'Login welcome': 'Bienvenido de nuevo',
    'Register bonus': 'Bono de registro',
    'Account help': 'Ayuda con tu cuenta',
    'Invite friends': 'Invita a tus amigos',
    'VIP club': 'Club VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Bienvenido a Lotus Play',
      content: 'Gracias por jugar con nosotros. Revisa la página de Promociones para ver las ofertas de esta semana.',
    },
    'Weekend deposit bonus': {
      title: 'Bono de depósito de fin de semana',
      content: 'Los depósitos que hagas el sábado y el domingo reciben un bono; consulta los términos de la promoción.',
    },
    'New slots every week': {
      title: 'Nuevas tragamonedas cada semana',
      content: 'Cada semana llegan decenas de nuevas tragamonedas al lobby RNG.',
    },
    'Scheduled system upgrade': {
      title: 'Actualización programada del sistema',
      content: 'El martes, 02:00-03:00 UTC, actualizaremos el sitio; es posible que los juegos no estén disponibles por un momento.',
    },
    'Responsible gaming': {
      title: 'Juego responsable',
      content: 'Establece límites de depósito en el Centro de miembros y juega de forma responsable.',
    },
    'VIP club opening': {
      title: 'Apertura del Club VIP',
      content: 'Nuestro Club VIP ya está abierto: cuanto más alto sea tu nivel, mayores serán tus bonos semanales.',
    },
    'Invite friends, earn rewards': {
      title: 'Invita amigos y gana recompensas',
      content: 'Comparte tu código de referido y gana una recompensa por cada amigo que se registre.',
    },
    'Live casino tables extended': {
      title: 'Más mesas de casino en vivo',
      content: 'Ahora hay más mesas de baccarat y ruleta en vivo abiertas las 24 horas.',
    },
    'Mobile app update': {
      title: 'Actualización de la app para celular',
      content: 'Ya está disponible una nueva versión de la app para celular en iOS y Android.',
    },
    'Lottery draw schedule': {
      title: 'Calendario de sorteos de lotería',
      content: 'Los sorteos de lotería siguen el calendario oficial; los resultados se publican después de cada sorteo.',
    },
    'Security reminder': {
      title: 'Recordatorio de seguridad',
      content: 'Nunca te pediremos tu contraseña. Activa la autenticación de dos factores en el Centro de miembros.',
    },
    'Customer service hours': {
      title: 'Horario de atención al cliente',
      content: 'Nuestro equipo de atención al cliente está disponible las 24 horas del día por chat en vivo.',
    },
    'RSG Slots maintenance': {
      title: 'Mantenimiento de RSG Slots',
      content: 'RSG Slots está en mantenimiento programado. Las demás tragamonedas siguen disponibles.',
    },
    'BTI Sports maintenance': {
      title: 'Mantenimiento de BTI Sports',
      content: 'BTI Sportsbook se está actualizando; las apuestas realizadas antes de la actualización están seguras.',
    },
    'New in-house slot': {
      title: 'Nueva tragamonedas exclusiva',
      content: 'Prueba <b>Lotus Provably Fair Slot</b>: cada giro se puede verificar.',
    },
  },
  noticeSignOff: 'El equipo de <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Bienvenido a Lotus Play',
      content:
        '<p>Regístrate hoy y recibe un <b>bono de bienvenida del 100%</b> en tu primer depósito.</p><ul><li>Miles de tragamonedas</li><li>Casino en vivo 24/7</li><li>Retiros rápidos</li></ul>',
    },
    'Play responsibly': {
      title: 'Juega con responsabilidad',
      content: '<p>Fíjate un presupuesto y toma descansos. Debes ser <b>mayor de 18 años</b> para jugar.</p>',
    },
    'Weekend reload bonus': {
      title: 'Bono de recarga de fin de semana',
      content: '<p>Deposita este fin de semana y recibe un <b>bono de recarga del 20%</b> de hasta ฿2,000. Reclámalo en el Centro de recompensas.</p>',
    },
    'Agent commission update': {
      title: 'Cambios en la comisión de agentes',
      content: '<p>A partir del próximo mes, la comisión se pagará <b>cada semana</b>. Consulta los detalles en el Centro de agentes.</p>',
    },
    'Your first-deposit gift': {
      title: 'Tu regalo por el primer depósito',
      content: '<p>¡Gracias por unirte! Haz tu primer depósito en los próximos <b>7 días</b> y desbloquea 50 giros gratis.</p>',
    },
    'VIP cashback week': {
      title: 'Semana de cashback VIP',
      content: '<p>VIP 3 o superior: <b>10% de cashback</b> en tus pérdidas del casino en vivo esta semana.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Actualización programada del sistema',
      content: '<p>El lunes, 02:00–04:00 (GMT+7), actualizaremos el sitio. Tu saldo está seguro.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Invita amigos y gana recompensas',
      content: '<p>Comparte tu enlace y gana el <b>5%</b> del primer depósito de tus amigos.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Regalo semanal',
    'Live casino cashback': 'Cashback de casino en vivo',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 de crédito de bono',
    '฿100 bonus credit': '฿100 de crédito de bono',
    '฿500 bonus credit': '฿500 de crédito de bono',
    'Lotus Play T-shirt': 'Camiseta Lotus Play',
    'Wireless earbuds': 'Audífonos inalámbricos',
    'Smartphone': 'Smartphone',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Bono de bienvenida de ฿500',
      summary: 'Nuevos miembros: solicítalo y recibe un bono de ฿500, que se libera al cumplir un requisito de apuestas de 5× en cualquier juego.',
      body: 'Una solicitud por miembro. El bono se acredita en tu saldo de bono cuando se aprueba tu solicitud.\n\nJuega a cualquier juego: cada apuesta liquidada suma al requisito de apuestas de 5× (฿2.500). Al cumplirlo, el bono se convierte en dinero que puedes retirar.\n\nTienes 14 días desde la aprobación. Si no cumples el requisito de apuestas a tiempo, el bono se pierde y aparece en tu historial de bonos.',
    },
    'Slots reload ฿200': {
      title: 'Bono de recarga en tragamonedas de ฿200',
      summary: 'Un bono de ฿200 para jugadores de tragamonedas, que se libera al cumplir un requisito de apuestas de 10× en tragamonedas. Retiro máximo: ฿200.',
      body: 'Solo las tragamonedas (RNG y tragamonedas exclusivas) cuentan para el requisito de apuestas de 10×, es decir, ฿2.000.\n\nEl bono debe liberarse en un plazo de 7 días. Como máximo, ฿200 se convierten en dinero real.',
    },
    'Live casino weekend ฿300': {
      title: 'Fin de semana de casino en vivo: ฿300',
      summary: 'Juega baccarat y ruleta en vivo este fin de semana: bono de ฿300 con requisito de apuestas de 5× en el casino en vivo.',
      body: 'Solo cuentan las apuestas del casino en vivo. Si quieres, adjunta a tu solicitud una captura de pantalla de tu mesa favorita (hasta 3 imágenes).\n\nEl bono debe liberarse en un plazo de 5 días desde la aprobación.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Cazador de peces: ฿100 al instante',
      summary: 'Participa y recibe ฿100 al instante, que se liberan al cumplir un requisito de apuestas de 3× en juegos de pesca.',
      body: 'Sin aprobación previa: el bono se acredita en cuanto participas.\n\nSolo los juegos de pesca cuentan para el requisito de apuestas de 3×, es decir, ฿300. Válido por 3 días.',
    },
    'Songkran splash ฿1,000': {
      title: 'Remojón de Songkran: ฿1.000',
      summary: 'Muy pronto: un bono festivo de ฿1.000 para cada miembro activo.',
      body: 'Las solicitudes se abren el primer día del festival. Requisito de apuestas de 8× en cualquier juego y 10 días para liberarlo.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Sobre rojo de la suerte',
      description: 'Un sobre rojo por miembro hasta agotar existencias: contiene de ฿8 a ฿88, que se agregan a tu saldo de bono (requisito de apuestas de 3×, 7 días).',
    },
    'Depositor red envelope': {
      title: 'Sobre rojo para depositantes',
      description: 'Deposita ฿300 o más durante el evento y abre un sobre rojo de ฿38 a ฿388.',
    },
    'Weekly lucky draw': {
      title: 'Sorteo semanal',
      description: 'Cada ฿100 en apuestas válidas de esta semana te da un boleto (hasta 100). Al terminar la semana se sortean tres ganadores.',
    },
    'Festival lucky draw': {
      title: 'Sorteo del festival',
      description: 'Gana boletos con tus apuestas válidas durante la semana del festival. Los ganadores deben cobrar su premio dentro de los 7 días posteriores al sorteo.',
    },
  },
};
