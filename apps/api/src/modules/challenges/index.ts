/** Bot checks (captcha, slider puzzle) issued to players and spent once. */
export { consumeCaptcha } from './captcha.service.js';
export { challengesRoutes } from './challenges.routes.js';
export { consumeBotToken } from './slider.service.js';
export { enableChallengePeek } from './test-peek.js';
export { challengePeekRoutes } from './test-peek.routes.js';
