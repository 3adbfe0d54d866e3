import type { Localized } from './seed-content.js';

type HelpTexts = { category: string; title: string; content: string };

const deposits = { en: 'Deposits', pt: 'Depósitos', zh: '存款' };
const withdrawals = { en: 'Withdrawals', pt: 'Saques', zh: '取款' };
const account = { en: 'Account', pt: 'Conta', zh: '账户' };
const responsible = { en: 'Responsible gaming', pt: 'Jogo responsável', zh: '理性游戏' };

/** The demo help centre: what the site does, in the order a new player meets it. */
export const demoHelp: Localized<HelpTexts>[] = [
  {
    category: 'Depósitos',
    title: '¿Cómo hago un depósito?',
    content:
      '<p>Inicia sesión, abre <strong>Depositar</strong> en la cabecera, elige un método de pago, indica el importe y sigue las instrucciones.</p><p>El saldo se acredita cuando el pago se confirma.</p>',
    translations: {
      en: {
        category: deposits.en,
        title: 'How do I make a deposit?',
        content:
          '<p>Log in, open <strong>Deposit</strong> in the header, choose a payment method, enter the amount and follow the instructions.</p><p>Your balance is credited once the payment is confirmed.</p>',
      },
      pt: {
        category: deposits.pt,
        title: 'Como faço um depósito?',
        content:
          '<p>Entre na sua conta, abra <strong>Depositar</strong> no cabeçalho, escolha um método de pagamento, informe o valor e siga as instruções.</p><p>O saldo é creditado quando o pagamento é confirmado.</p>',
      },
      zh: {
        category: deposits.zh,
        title: '如何存款？',
        content:
          '<p>登录后，点击页面顶部的<strong>存款</strong>，选择支付方式，输入金额并按提示操作。</p><p>付款确认后，余额即会到账。</p>',
      },
    },
  },
  {
    category: 'Depósitos',
    title: '¿Cuándo llega mi depósito?',
    content:
      '<p>Un depósito por transferencia bancaria se acredita cuando lo confirmamos; uno en línea, en cuanto la pasarela de pago confirma el cobro.</p><p>Puedes seguir cada solicitud en <strong>Mis solicitudes de depósito</strong>.</p>',
    translations: {
      en: {
        category: deposits.en,
        title: 'When does my deposit arrive?',
        content:
          '<p>A bank transfer deposit is credited when we confirm it; an online one as soon as the payment gateway confirms the payment.</p><p>You can follow each request in <strong>My deposit requests</strong>.</p>',
      },
      pt: {
        category: deposits.pt,
        title: 'Quando meu depósito chega?',
        content:
          '<p>Um depósito por transferência bancária é creditado quando o confirmamos; um online, assim que o gateway de pagamento confirma a cobrança.</p><p>Você pode acompanhar cada solicitação em <strong>Minhas solicitações de depósito</strong>.</p>',
      },
      zh: {
        category: deposits.zh,
        title: '存款什么时候到账？',
        content:
          '<p>银行转账存款在我们确认后到账；在线支付在支付网关确认收款后立即到账。</p><p>你可以在<strong>我的存款申请</strong>中查看每笔申请的进度。</p>',
      },
    },
  },
  {
    category: 'Retiros',
    title: '¿Cómo retiro mis ganancias?',
    content:
      '<p>Abre <strong>Retirar</strong>, elige tu cuenta de cobro, indica el importe y confirma con tu contraseña de pago.</p>',
    translations: {
      en: {
        category: withdrawals.en,
        title: 'How do I withdraw my winnings?',
        content:
          '<p>Open <strong>Withdraw</strong>, choose your receiving account, enter the amount and confirm with your payment password.</p>',
      },
      pt: {
        category: withdrawals.pt,
        title: 'Como saco meus ganhos?',
        content:
          '<p>Abra <strong>Sacar</strong>, escolha sua conta de recebimento, informe o valor e confirme com sua senha de pagamento.</p>',
      },
      zh: {
        category: withdrawals.zh,
        title: '如何提取奖金？',
        content: '<p>打开<strong>取款</strong>，选择收款账户，输入金额并用支付密码确认。</p>',
      },
    },
  },
  {
    category: 'Retiros',
    title: '¿Por qué mi retiro está pendiente?',
    content:
      '<p>Los retiros se revisan antes del pago. Mientras tanto, el importe queda retenido en tu cuenta; si se rechaza, vuelve a tu saldo.</p>',
    translations: {
      en: {
        category: withdrawals.en,
        title: 'Why is my withdrawal pending?',
        content:
          '<p>Withdrawals are reviewed before they are paid. Meanwhile the amount is held in your account; if it is rejected, it returns to your balance.</p>',
      },
      pt: {
        category: withdrawals.pt,
        title: 'Por que meu saque está pendente?',
        content:
          '<p>Os saques são revisados antes do pagamento. Enquanto isso, o valor fica retido na sua conta; se for recusado, volta ao seu saldo.</p>',
      },
      zh: {
        category: withdrawals.zh,
        title: '为什么我的取款还在处理中？',
        content:
          '<p>取款在支付前需要审核。在此期间金额会在你的账户中冻结；如被拒绝，金额将退回你的余额。</p>',
      },
    },
  },
  {
    category: 'Cuenta',
    title: 'He olvidado mi contraseña',
    content:
      '<p>Usa el enlace <em>¿Olvidaste tu contraseña?</em> del formulario de inicio de sesión y recupérala por correo o, si tu cuenta tiene un móvil, por SMS.</p>',
    translations: {
      en: {
        category: account.en,
        title: 'I forgot my password',
        content:
          '<p>Use the <em>Forgot your password?</em> link of the login form and recover it by e-mail or, if your account has a mobile number, by SMS.</p>',
      },
      pt: {
        category: account.pt,
        title: 'Esqueci minha senha',
        content:
          '<p>Use o link <em>Esqueceu a senha?</em> do formulário de login e recupere-a por e-mail ou, se sua conta tiver um celular, por SMS.</p>',
      },
      zh: {
        category: account.zh,
        title: '忘记密码',
        content:
          '<p>点击登录表单中的<em>忘记密码？</em>链接，通过邮箱找回；如果账户绑定了手机号，也可以通过短信找回。</p>',
      },
    },
  },
  {
    category: 'Cuenta',
    title: '¿Puedo tener más de una cuenta?',
    content: '<p>No. Cada jugador puede tener una sola cuenta.</p>',
    translations: {
      en: {
        category: account.en,
        title: 'Can I have more than one account?',
        content: '<p>No. Each player may have one account only.</p>',
      },
      pt: {
        category: account.pt,
        title: 'Posso ter mais de uma conta?',
        content: '<p>Não. Cada jogador pode ter apenas uma conta.</p>',
      },
      zh: {
        category: account.zh,
        title: '我可以拥有多个账户吗？',
        content: '<p>不可以。每位玩家只能拥有一个账户。</p>',
      },
    },
  },
  {
    category: 'Juego responsable',
    title: 'Consejos para jugar con responsabilidad',
    content:
      '<ul><li>Juega solo con dinero que puedas permitirte perder.</li><li>Fija límites de tiempo y de gasto.</li><li>No intentes recuperar pérdidas.</li></ul>',
    translations: {
      en: {
        category: responsible.en,
        title: 'Tips for playing responsibly',
        content:
          '<ul><li>Only play with money you can afford to lose.</li><li>Set limits on time and spending.</li><li>Do not chase your losses.</li></ul>',
      },
      pt: {
        category: responsible.pt,
        title: 'Dicas para jogar com responsabilidade',
        content:
          '<ul><li>Jogue apenas com dinheiro que você pode perder.</li><li>Defina limites de tempo e de gastos.</li><li>Não tente recuperar perdas.</li></ul>',
      },
      zh: {
        category: responsible.zh,
        title: '理性游戏小贴士',
        content:
          '<ul><li>只用你输得起的钱来玩。</li><li>为时间和花费设定限额。</li><li>不要试图追回损失。</li></ul>',
      },
    },
  },
  {
    category: 'Juego responsable',
    title: 'Límites de depósito',
    content:
      '<p>En <strong>Depositar</strong> puedes fijar cuánto depositar como máximo por día, semana y mes. Bajar un límite se aplica al momento; subirlo o quitarlo espera 24 horas.</p>',
    translations: {
      en: {
        category: responsible.en,
        title: 'Deposit limits',
        content:
          '<p>In <strong>Deposit</strong> you can set the most you may deposit per day, week and month. Lowering a limit applies at once; raising or removing it waits 24 hours.</p>',
      },
      pt: {
        category: responsible.pt,
        title: 'Limites de depósito',
        content:
          '<p>Em <strong>Depositar</strong> você pode definir quanto depositar no máximo por dia, semana e mês. Reduzir um limite vale na hora; aumentá-lo ou removê-lo leva 24 horas.</p>',
      },
      zh: {
        category: responsible.zh,
        title: '存款限额',
        content:
          '<p>在<strong>存款</strong>中，你可以设定每日、每周和每月的最高存款额。降低限额立即生效；提高或取消限额需等待 24 小时。</p>',
      },
    },
  },
];
