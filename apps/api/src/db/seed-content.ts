import type { BannerGroup, PromotionCategory } from '@sorteo/shared';

/** Demo content of the SORTEO merchant, in Spanish (its default language). */
export const demoBanners: {
  group: BannerGroup;
  art: string;
  title: string;
  linkageType: 'NONE' | 'ROUTE';
  linkage: string | null;
}[] = [
  {
    group: 'w_home',
    art: 'home-welcome',
    title: 'Bienvenido a Sorteo',
    linkageType: 'ROUTE',
    linkage: '/register',
  },
  {
    group: 'w_home',
    art: 'home-vnlottery',
    title: 'Lotería de Vietnam',
    linkageType: 'ROUTE',
    linkage: '/vnlottery',
  },
  {
    group: 'w_home',
    art: 'home-fast-games',
    title: 'Juegos rápidos 5D y K3',
    linkageType: 'ROUTE',
    linkage: '/lottery',
  },
  {
    group: 'w_home',
    art: 'home-responsible',
    title: 'Juega con responsabilidad',
    linkageType: 'ROUTE',
    linkage: '/help',
  },
  {
    group: 'w_lott',
    art: 'lottery-main',
    title: 'Lotería electrónica',
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_live',
    art: 'live-main',
    title: 'Casino en vivo',
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_sports',
    art: 'sports-main',
    title: 'Apuestas deportivas',
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_promotion',
    art: 'promotion-main',
    title: 'Promociones',
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_reg',
    art: 'register-main',
    title: 'Crea tu cuenta',
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_help',
    art: 'help-main',
    title: 'Centro de ayuda',
    linkageType: 'NONE',
    linkage: null,
  },
];

/** Newest first; each is published one day before the previous one. */
export const demoAnnouncements: { title: string; content: string }[] = [
  {
    title: 'Nuevo sorteo Miền Bắc disponible',
    content:
      '<p>Ya puedes apostar en el sorteo <strong>Miền Bắc</strong>, que se celebra todos los días a las 18:15 (hora de Vietnam).</p><p>Consulta las reglas en el <a href="/help">centro de ayuda</a>.</p>',
  },
  {
    title: 'Mantenimiento programado del sistema',
    content:
      '<p>El próximo martes, entre las 02:00 y las 04:00, realizaremos tareas de mantenimiento. Durante ese tiempo el sitio no estará disponible.</p>',
  },
  {
    title: 'Juegos rápidos 5D cada minuto',
    content:
      'Los juegos 5D ahora tienen sorteos cada 1, 3 y 5 minutos. ¡Elige el ritmo que prefieras!',
  },
  {
    title: 'Recordatorio de seguridad',
    content:
      'Nunca compartas tu contraseña ni tus códigos de verificación. Nuestro equipo nunca te los pedirá.',
  },
  {
    title: 'Nuevos métodos de depósito',
    content:
      'Hemos añadido nuevas opciones de transferencia bancaria para que tus depósitos lleguen antes.',
  },
  {
    title: 'Resultados verificables',
    content:
      'Cada sorteo publica su semilla tras el cierre para que cualquiera pueda comprobar el resultado.',
  },
  {
    title: 'Horario de atención al cliente',
    content:
      'Nuestro chat de atención al cliente está disponible las 24 horas, todos los días del año.',
  },
  {
    title: 'Actualización de la aplicación Android',
    content:
      'Descarga la nueva versión de la aplicación desde el menú lateral para disfrutar de mejoras de rendimiento.',
  },
  {
    title: 'Juego responsable',
    content:
      'Puedes fijar límites de depósito y de tiempo de juego. Si necesitas ayuda, contacta con nuestro equipo.',
  },
  {
    title: 'Juegos de dados K3',
    content:
      'Prueba los juegos K3 con tres dados: apuesta a la suma, a grande o pequeño, o a un trío.',
  },
  {
    title: 'Verifica tu número de móvil',
    content: 'Vincula tu número de móvil para recuperar tu cuenta con mayor facilidad.',
  },
  {
    title: 'Bienvenido a Sorteo',
    content: 'Gracias por elegirnos. Te deseamos mucha suerte en tus próximos sorteos.',
  },
];

export const demoPopup = {
  title: 'Protege tu cuenta',
  content:
    '<p>El equipo de Sorteo <strong>nunca</strong> te pedirá tu contraseña ni tus códigos de verificación.</p><p>Si alguien te los pide en nuestro nombre, avísanos desde Atención al cliente.</p>',
};

export const demoHelp: { category: string; title: string; content: string }[] = [
  {
    category: 'Depósitos',
    title: '¿Cómo hago un depósito?',
    content:
      '<p>Inicia sesión, abre <strong>Depositar</strong> en la cabecera, elige un método de pago, indica el importe y sigue las instrucciones.</p><p>El saldo se acredita cuando el pago se confirma.</p>',
  },
  {
    category: 'Depósitos',
    title: '¿Cuánto tarda en llegar mi depósito?',
    content: '<p>Las transferencias bancarias suelen confirmarse en menos de 15 minutos.</p>',
  },
  {
    category: 'Retiros',
    title: '¿Cómo retiro mis ganancias?',
    content:
      '<p>Abre <strong>Retirar</strong>, elige tu cuenta bancaria, indica el importe y confirma con tu contraseña de pago.</p>',
  },
  {
    category: 'Retiros',
    title: '¿Por qué mi retiro está pendiente?',
    content:
      '<p>Los retiros se revisan antes del pago. Si tarda más de lo habitual, contacta con atención al cliente.</p>',
  },
  {
    category: 'Cuenta',
    title: 'He olvidado mi contraseña',
    content:
      '<p>Usa el enlace <em>¿Olvidaste tu contraseña?</em> del formulario de inicio de sesión y recupérala por correo o por SMS.</p>',
  },
  {
    category: 'Cuenta',
    title: '¿Puedo tener más de una cuenta?',
    content: '<p>No. Cada jugador puede tener una sola cuenta.</p>',
  },
  {
    category: 'Juego responsable',
    title: 'Consejos para jugar con responsabilidad',
    content:
      '<ul><li>Juega solo con dinero que puedas permitirte perder.</li><li>Fija límites de tiempo y de gasto.</li><li>No intentes recuperar pérdidas.</li></ul>',
  },
  {
    category: 'Juego responsable',
    title: 'Autoexclusión',
    content:
      '<p>Si quieres dejar de jugar durante un tiempo, pide la autoexclusión a atención al cliente.</p>',
  },
];

export const demoResources = [
  { type: 'Android', url: 'https://sorteo.example/download/sorteo.apk', label: 'Android' },
  {
    type: 'MOBILECONFIG',
    url: 'https://sorteo.example/download/sorteo.mobileconfig',
    label: 'iOS',
  },
  { type: 'FACEBOOK', url: 'https://www.facebook.com/sorteo', label: 'Facebook' },
  { type: 'TELEGRAM', url: 'https://t.me/sorteo', label: 'Telegram' },
  { type: 'SpeedTest', url: 'https://sorteo.example/speedtest', label: 'Speed test' },
] as const;

/** Club ranks of the demo merchant; no member holds one until an operator gives it. */
export const demoClubLabels = [
  { name: 'Bronce', textColor: '#ffffff', backgroundColor: '#8c5a2b', rankLevel: 1 },
  { name: 'Plata', textColor: '#1f2937', backgroundColor: '#c7ccd4', rankLevel: 2 },
  { name: 'Oro', textColor: '#3b2a00', backgroundColor: '#f2c230', rankLevel: 3 },
] as const;

/** VIP service labels of the demo merchant, likewise held by no one yet. */
export const demoVipLabels = ['Gestor personal', 'Retiros prioritarios'] as const;

/**
 * Promotions of the demo merchant, in the order they are listed. `art` names a picture
 * served at `/static/promotions/<art>.svg`; `days` is the window around the seed time (days
 * before, days after), open at that end when null. `{amount}` in a title is the SPEC §9
 * placeholder the web replaces with the new-register bonus.
 */
export const demoPromotions: {
  category: PromotionCategory;
  title: string;
  summary: string;
  content: string;
  art: string | null;
  days: [number | null, number | null];
}[] = [
  {
    category: 'new_player',
    title: 'Bono de bienvenida de {amount}',
    summary: 'Crea tu cuenta y recibe tu bono de bienvenida al instante.',
    content:
      '<p>Todas las cuentas nuevas reciben un <strong>bono de bienvenida</strong> en cuanto se completa el registro.</p><ol><li>Regístrate con tu nombre de usuario o tu móvil.</li><li>Verifica tu número de móvil.</li><li>El bono aparece en tu saldo.</li></ol><p>Consulta las condiciones en el <a href="/help">centro de ayuda</a>.</p>',
    art: 'welcome-bonus',
    days: [null, null],
  },
  {
    category: 'new_player',
    title: 'Primer depósito: 100 % extra',
    summary: 'Duplicamos tu primer depósito hasta 2.000.000 VND.',
    content:
      '<p>Haz tu primer depósito en los 30 días siguientes al registro y te daremos el <strong>mismo importe como bono</strong>, hasta 2.000.000 VND.</p><ul><li>Depósito mínimo: 100.000 VND.</li><li>El bono debe apostarse 10 veces antes de retirarlo.</li></ul>',
    art: 'first-deposit',
    days: [1, 90],
  },
  {
    category: 'deposit',
    title: 'Recarga de fin de semana',
    summary: 'Un 10 % extra en cada depósito del sábado y el domingo.',
    content:
      '<p>Cada sábado y domingo, tus depósitos reciben un <strong>10 % extra</strong> (hasta 500.000 VND por día).</p>',
    art: 'weekend-reload',
    days: [1, 60],
  },
  {
    category: 'rebate',
    title: 'Reembolso semanal del 5 %',
    summary: 'Recupera cada lunes el 5 % de lo apostado en lotería.',
    content:
      '<p>Cada lunes te devolvemos el <strong>5 %</strong> del importe apostado en lotería durante la semana anterior, sin requisitos de apuesta.</p>',
    art: 'weekly-rebate',
    days: [null, null],
  },
  {
    category: 'other',
    title: 'Torneo Miền Bắc',
    summary: 'Los 10 jugadores con más aciertos del mes comparten el premio.',
    content:
      '<p>Participa en el sorteo <strong>Miền Bắc</strong> durante el mes: los 10 jugadores con más aciertos se reparten el premio del torneo.</p>',
    art: null,
    days: [null, 30],
  },
];
