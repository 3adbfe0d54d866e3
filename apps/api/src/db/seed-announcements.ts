import type { Localized } from './seed-content.js';

type AnnouncementTexts = { title: string; content: string };

/**
 * The demo marquee and announcement list, newest first; each is published one day before
 * the one above it. Every one says what the site does today and links only to its pages.
 */
export const demoAnnouncements: Localized<AnnouncementTexts>[] = [
  {
    title: 'Nuevo sorteo Miền Bắc disponible',
    content:
      '<p>Ya puedes apostar en el sorteo <strong>Miền Bắc</strong>, que se celebra todos los días a las 18:15 (hora de Vietnam).</p><p>Consulta las apuestas y sus reglas en la <a href="/vnlottery">lotería vietnamita</a>.</p>',
    translations: {
      en: {
        title: 'New Miền Bắc draw available',
        content:
          '<p>You can now bet on the <strong>Miền Bắc</strong> draw, held every day at 18:15 (Vietnam time).</p><p>See its bets and their rules on the <a href="/vnlottery">Vietnamese lottery</a> page.</p>',
      },
      pt: {
        title: 'Novo sorteio Miền Bắc disponível',
        content:
          '<p>Você já pode apostar no sorteio <strong>Miền Bắc</strong>, realizado todos os dias às 18:15 (horário do Vietnã).</p><p>Veja as apostas e suas regras na <a href="/vnlottery">loteria vietnamita</a>.</p>',
      },
      zh: {
        title: 'Miền Bắc 开奖现已上线',
        content:
          '<p>现在可以投注 <strong>Miền Bắc</strong>，每天 18:15（越南时间）开奖。</p><p>玩法与规则请见<a href="/vnlottery">越南彩票</a>页面。</p>',
      },
    },
  },
  {
    title: 'Apuestas con seguimiento',
    content:
      'En los juegos rápidos puedes repetir tu boleto en los próximos periodos y parar al ganar: marca «Seguir en los próximos periodos» en el boleto.',
    translations: {
      en: {
        title: 'Follow-up bets',
        content:
          'In the fast games you can repeat your slip over the next periods and stop when you win: tick «Chase the next periods» on the slip.',
      },
      pt: {
        title: 'Apostas com acompanhamento',
        content:
          'Nos jogos rápidos você pode repetir seu bilhete nos próximos períodos e parar ao ganhar: marque «Acompanhar os próximos períodos» no bilhete.',
      },
      zh: {
        title: '追号投注',
        content:
          '在快速游戏中，你可以在接下来的期数重复投注，并在中奖后停止：在投注单上勾选「追号（后续期数）」。',
      },
    },
  },
  {
    title: 'Juegos rápidos 5D cada minuto',
    content: 'Los juegos 5D tienen sorteos cada 1, 3 y 5 minutos. ¡Elige el ritmo que prefieras!',
    translations: {
      en: {
        title: 'Fast 5D games every minute',
        content: 'The 5D games draw every 1, 3 and 5 minutes. Pick the pace you like!',
      },
      pt: {
        title: 'Jogos rápidos 5D a cada minuto',
        content: 'Os jogos 5D têm sorteios a cada 1, 3 e 5 minutos. Escolha o ritmo que preferir!',
      },
      zh: {
        title: '5D 快速游戏每分钟开奖',
        content: '5D 游戏每 1、3、5 分钟开奖一次，选择你喜欢的节奏！',
      },
    },
  },
  {
    title: 'Recordatorio de seguridad',
    content:
      'Nunca compartas tu contraseña ni tus códigos de verificación. Nuestro equipo nunca te los pedirá.',
    translations: {
      en: {
        title: 'Security reminder',
        content:
          'Never share your password or your verification codes. Our team will never ask for them.',
      },
      pt: {
        title: 'Lembrete de segurança',
        content:
          'Nunca compartilhe sua senha nem seus códigos de verificação. Nossa equipe nunca vai pedi-los.',
      },
      zh: {
        title: '安全提醒',
        content: '请勿向任何人透露你的密码或验证码。我们的团队绝不会向你索取。',
      },
    },
  },
  {
    title: 'Deposita como prefieras',
    content:
      'Puedes depositar por transferencia bancaria o con pago en línea desde <strong>Depositar</strong>, en la cabecera.',
    translations: {
      en: {
        title: 'Deposit your way',
        content:
          'You can deposit by bank transfer or pay online from <strong>Deposit</strong> in the header.',
      },
      pt: {
        title: 'Deposite como preferir',
        content:
          'Você pode depositar por transferência bancária ou pagamento online em <strong>Depositar</strong>, no cabeçalho.',
      },
      zh: {
        title: '选择你喜欢的存款方式',
        content: '在页面顶部的<strong>存款</strong>中，可以通过银行转账或在线支付存款。',
      },
    },
  },
  {
    title: 'Resultados verificables',
    content:
      'Cada sorteo publica su semilla tras el cierre para que cualquiera pueda comprobar el resultado en el <a href="/fairness">verificador de sorteos</a>.',
    translations: {
      en: {
        title: 'Verifiable results',
        content:
          'Every draw publishes its seed once it closes, so anyone can check the result with the <a href="/fairness">draw verifier</a>.',
      },
      pt: {
        title: 'Resultados verificáveis',
        content:
          'Cada sorteio publica sua semente após o fechamento, para que qualquer pessoa possa conferir o resultado no <a href="/fairness">verificador de sorteios</a>.',
      },
      zh: {
        title: '结果可验证',
        content:
          '每期开奖结束后都会公布种子，任何人都可以用<a href="/fairness">开奖验证器</a>核对结果。',
      },
    },
  },
  {
    title: 'Centro de ayuda',
    content:
      'Encuentra respuestas sobre depósitos, retiros y tu cuenta en el <a href="/help">centro de ayuda</a>.',
    translations: {
      en: {
        title: 'Help centre',
        content:
          'Find answers about deposits, withdrawals and your account in the <a href="/help">help centre</a>.',
      },
      pt: {
        title: 'Central de ajuda',
        content:
          'Encontre respostas sobre depósitos, saques e sua conta na <a href="/help">central de ajuda</a>.',
      },
      zh: {
        title: '帮助中心',
        content: '关于存款、提款和账户的问题，请查看<a href="/help">帮助中心</a>。',
      },
    },
  },
  {
    title: 'Sorteo en tu pantalla de inicio',
    content:
      'Añade Sorteo a la pantalla de inicio de tu móvil: los pasos están en <a href="/download">Descargar la app</a>.',
    translations: {
      en: {
        title: 'Sorteo on your home screen',
        content:
          'Add Sorteo to your phone’s home screen: the steps are on <a href="/download">Download the app</a>.',
      },
      pt: {
        title: 'Sorteo na sua tela inicial',
        content:
          'Adicione o Sorteo à tela inicial do seu celular: os passos estão em <a href="/download">Baixar o app</a>.',
      },
      zh: {
        title: '把 Sorteo 添加到主屏幕',
        content: '把 Sorteo 添加到手机主屏幕：步骤见<a href="/download">下载 App</a>。',
      },
    },
  },
  {
    title: 'Juego responsable',
    content:
      'Puedes fijar límites de depósito diarios, semanales y mensuales en <strong>Depositar</strong>. Bajar un límite se aplica al momento.',
    translations: {
      en: {
        title: 'Responsible gaming',
        content:
          'You can set daily, weekly and monthly deposit limits in <strong>Deposit</strong>. Lowering a limit applies at once.',
      },
      pt: {
        title: 'Jogo responsável',
        content:
          'Você pode definir limites de depósito diários, semanais e mensais em <strong>Depositar</strong>. Reduzir um limite vale na hora.',
      },
      zh: {
        title: '理性游戏',
        content: '你可以在<strong>存款</strong>中设定每日、每周和每月存款限额。降低限额立即生效。',
      },
    },
  },
  {
    title: 'Juegos de dados K3',
    content:
      'Prueba los juegos K3 con tres dados: apuesta a la suma, a grande o pequeño, o a un trío.',
    translations: {
      en: {
        title: 'K3 dice games',
        content:
          'Try the K3 games with three dice: bet on the sum, on big or small, or on a triple.',
      },
      pt: {
        title: 'Jogos de dados K3',
        content:
          'Experimente os jogos K3 com três dados: aposte na soma, em grande ou pequeno, ou em uma trinca.',
      },
      zh: {
        title: 'K3 骰子游戏',
        content: '试试三颗骰子的 K3 游戏：投注点数和、大小或豹子。',
      },
    },
  },
  {
    title: 'Tu móvil protege tu cuenta',
    content:
      'Si tu cuenta tiene un número de móvil, puedes entrar con un código SMS y recuperar tu contraseña por SMS.',
    translations: {
      en: {
        title: 'Your phone protects your account',
        content:
          'If your account has a mobile number, you can sign in with an SMS code and recover your password by SMS.',
      },
      pt: {
        title: 'Seu celular protege sua conta',
        content:
          'Se sua conta tem um número de celular, você pode entrar com um código SMS e recuperar sua senha por SMS.',
      },
      zh: {
        title: '手机保护你的账户',
        content: '如果你的账户绑定了手机号，就可以用短信验证码登录，并通过短信找回密码。',
      },
    },
  },
  {
    title: 'Bienvenido a Sorteo',
    content: 'Gracias por elegirnos. Te deseamos mucha suerte en tus próximos sorteos.',
    translations: {
      en: {
        title: 'Welcome to Sorteo',
        content: 'Thank you for choosing us. We wish you the best of luck in your next draws.',
      },
      pt: {
        title: 'Bem-vindo ao Sorteo',
        content: 'Obrigado por nos escolher. Desejamos muita sorte nos seus próximos sorteios.',
      },
      zh: {
        title: '欢迎来到 Sorteo',
        content: '感谢你选择我们，祝你在接下来的开奖中好运连连。',
      },
    },
  },
];
