import { languageCodes, type PromotionCategory } from '@sorteo/shared';
import { pictureIn, type Localized } from './seed-content.js';

type PromotionTexts = { title: string; summary: string; content: string };

type DemoPromotion = Localized<PromotionTexts> & {
  category: PromotionCategory;
  /** A picture served at `/static/promotions/<art>.svg`, its words in each language. */
  art: string | null;
  /** The window around the seed time (days before, days after), open at a null end. */
  days: [number | null, number | null];
};

/**
 * Promotions of the demo merchant, in the order they are listed. The site pays no bonus,
 * rebate or prize yet (DOMAIN rewards: a promise the engine does not keep is a defect), so
 * each one presents what the site really does and offers no money.
 */
export const demoPromotions: DemoPromotion[] = [
  {
    category: 'new_player',
    art: 'welcome',
    days: [null, null],
    title: 'Empieza a jugar en Sorteo',
    summary:
      'Crea tu cuenta en un minuto y juega a la lotería con resultados que puedes comprobar.',
    content:
      '<p>Abrir una cuenta es gratis y lleva un minuto.</p><ol><li>Regístrate con tu nombre de usuario o tu número de móvil.</li><li>Deposita por transferencia bancaria o con pago en línea.</li><li>Elige un juego: Miền Bắc, 5D o K3.</li></ol><p>Cada sorteo se puede comprobar en el <a href="/fairness">verificador de sorteos</a>.</p>',
    translations: {
      en: {
        title: 'Start playing at Sorteo',
        summary: 'Create your account in a minute and play lotteries whose results you can check.',
        content:
          '<p>Opening an account is free and takes a minute.</p><ol><li>Sign up with a username or your mobile number.</li><li>Deposit by bank transfer or pay online.</li><li>Pick a game: Miền Bắc, 5D or K3.</li></ol><p>Every draw can be checked with the <a href="/fairness">draw verifier</a>.</p>',
      },
      pt: {
        title: 'Comece a jogar no Sorteo',
        summary:
          'Crie sua conta em um minuto e jogue loterias com resultados que você pode conferir.',
        content:
          '<p>Abrir uma conta é grátis e leva um minuto.</p><ol><li>Cadastre-se com um nome de usuário ou seu número de celular.</li><li>Deposite por transferência bancária ou pagamento online.</li><li>Escolha um jogo: Miền Bắc, 5D ou K3.</li></ol><p>Cada sorteio pode ser conferido no <a href="/fairness">verificador de sorteios</a>.</p>',
      },
      zh: {
        title: '在 Sorteo 开始游戏',
        summary: '一分钟创建账户，畅玩结果可验证的彩票。',
        content:
          '<p>开户免费，只需一分钟。</p><ol><li>用用户名或手机号注册。</li><li>通过银行转账或在线支付存款。</li><li>选择游戏：Miền Bắc、5D 或 K3。</li></ol><p>每期开奖都可以用<a href="/fairness">开奖验证器</a>核对。</p>',
      },
    },
  },
  {
    category: 'new_player',
    art: 'first-deposit',
    days: [null, null],
    title: 'Tu primer depósito, paso a paso',
    summary: 'Deposita por transferencia o en línea y fija tus propios límites.',
    content:
      '<ol><li>Inicia sesión y abre <strong>Depositar</strong> en la cabecera.</li><li>Elige el método: transferencia bancaria o pago en línea.</li><li>Indica el importe y sigue las instrucciones.</li></ol><p>Si quieres, fija antes tus <strong>límites de depósito</strong> diarios, semanales o mensuales.</p>',
    translations: {
      en: {
        title: 'Your first deposit, step by step',
        summary: 'Deposit by transfer or online, and set your own limits.',
        content:
          '<ol><li>Log in and open <strong>Deposit</strong> in the header.</li><li>Choose the method: bank transfer or online payment.</li><li>Enter the amount and follow the instructions.</li></ol><p>If you like, set your daily, weekly or monthly <strong>deposit limits</strong> first.</p>',
      },
      pt: {
        title: 'Seu primeiro depósito, passo a passo',
        summary: 'Deposite por transferência ou online e defina seus próprios limites.',
        content:
          '<ol><li>Entre na sua conta e abra <strong>Depositar</strong> no cabeçalho.</li><li>Escolha o método: transferência bancária ou pagamento online.</li><li>Informe o valor e siga as instruções.</li></ol><p>Se quiser, defina antes seus <strong>limites de depósito</strong> diários, semanais ou mensais.</p>',
      },
      zh: {
        title: '首次存款分步指南',
        summary: '通过转账或在线支付存款，并设定你自己的限额。',
        content:
          '<ol><li>登录后点击页面顶部的<strong>存款</strong>。</li><li>选择方式：银行转账或在线支付。</li><li>输入金额并按提示操作。</li></ol><p>如有需要，可以先设定每日、每周或每月的<strong>存款限额</strong>。</p>',
      },
    },
  },
  {
    category: 'other',
    art: 'fair-draws',
    days: [null, null],
    title: 'Sorteos que puedes comprobar',
    summary: 'Antes de cada sorteo publicamos el compromiso de su semilla; después, la semilla.',
    content:
      '<p>Antes de abrir las apuestas publicamos el SHA-256 de una semilla secreta y, tras el sorteo, la semilla. Con ella puedes recalcular el resultado en tu navegador con el <a href="/fairness">verificador de sorteos</a>.</p>',
    translations: {
      en: {
        title: 'Draws you can check',
        summary: 'Before each draw we publish a commitment to its seed; afterwards, the seed.',
        content:
          '<p>Before betting opens we publish the SHA-256 of a secret seed and, after the draw, the seed itself. With it you can recompute the result in your browser with the <a href="/fairness">draw verifier</a>.</p>',
      },
      pt: {
        title: 'Sorteios que você pode conferir',
        summary: 'Antes de cada sorteio publicamos o compromisso da semente; depois, a semente.',
        content:
          '<p>Antes de abrir as apostas publicamos o SHA-256 de uma semente secreta e, após o sorteio, a semente. Com ela você pode recalcular o resultado no seu navegador com o <a href="/fairness">verificador de sorteios</a>.</p>',
      },
      zh: {
        title: '可核对的开奖',
        summary: '每期开奖前我们公布种子的承诺值，开奖后公布种子本身。',
        content:
          '<p>开放投注前，我们公布秘密种子的 SHA-256；开奖后公布种子。你可以用<a href="/fairness">开奖验证器</a>在浏览器中重新计算结果。</p>',
      },
    },
  },
];

/** The promotion's picture, its words in the reader's language; null when it has none. */
export function promotionPicture(p: DemoPromotion) {
  if (p.art === null) return { imageUrl: null, translations: p.translations };
  const url = `/static/promotions/${p.art}.svg`;
  const translations = Object.fromEntries(
    languageCodes
      .filter((l) => l !== 'es')
      .map((l) => [l, { ...p.translations[l], imageUrl: pictureIn(url, l) }]),
  );
  return { imageUrl: url, translations };
}
