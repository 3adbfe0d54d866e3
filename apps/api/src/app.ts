import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { agentCentreRoutes } from './modules/agent-centre/agent-centre.routes.js';
import { bannerArtRoutes } from './modules/banner-art/banner-art.routes.js';
import { challengesRoutes } from './modules/challenges/challenges.routes.js';
import { encryptionRoutes } from './modules/encryption/encryption.routes.js';
import { createEncryptionService } from './modules/encryption/encryption.service.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { depositsRoutes } from './modules/deposits/deposits.routes.js';
import { gatewayCallbackRoutes } from './modules/deposits/gateway-callback.routes.js';
import { transfersRoutes } from './modules/transfers/transfers.routes.js';
import { lotteryRoutes } from './modules/lottery/lottery.routes.js';
import { betsRoutes } from './modules/lottery-bets/bets.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { realtimePlugin } from './modules/realtime/realtime.plugin.js';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes.js';
import { affiliateRoutes } from './modules/members/affiliate.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { challengePeekRoutes } from './modules/challenges/test-peek.routes.js';
import { enableChallengePeek } from './modules/challenges/test-peek.js';
import { phoneRoutes } from './modules/phone/phone.routes.js';
import { recoveryRoutes } from './modules/recovery/recovery.routes.js';
import { stepUpRoutes } from './modules/step-up/step-up.routes.js';
import { noticesRoutes } from './modules/notices/notices.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { accessPlugin } from './plugins/access.js';
import { clientIpPlugin } from './plugins/client-ip.js';
import { compressionPlugin } from './plugins/compression.js';
import { diagnosticsAccessPlugin } from './plugins/diagnostics-access.js';
import { docsPlugin } from './plugins/docs.js';
import { encryptedBodyPlugin } from './plugins/encrypted-body.js';
import { errorHandlerPlugin } from './plugins/errors.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import { memberSessionPlugin } from './plugins/member-session.js';
import { merchantPlugin } from './plugins/merchant.js';
import { inFlightPlugin } from './plugins/in-flight.js';
import { metricsPlugin } from './plugins/metrics.js';
import { responseSerializer } from './plugins/response-serializer.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export type AppDeps = { config: Config; db: Db };

function loggerOptions(config: Config) {
  if (config.logLevel === 'silent') return false;
  // Humans at a terminal get readable lines; everything else gets JSON.
  return process.stdout.isTTY
    ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { colorize: true } } }
    : { level: config.logLevel };
}

/** Builds the app on an already migrated database: plugins first, then the modules. */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checked: config.responseCheck }));
  app.decorate('db', db);
  app.decorate('config', config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  inFlightPlugin(app);
  errorHandlerPlugin(app);
  clientIpPlugin(app, config);
  await securityPlugin(app, config);
  await compressionPlugin(app);
  diagnosticsAccessPlugin(app, db, config.diagnostics);
  await docsPlugin(app);
  metricsPlugin(app);
  merchantPlugin(app, db, config);
  accessPlugin(app, db);
  memberSessionPlugin(app);
  const encryption = createEncryptionService(db, config);
  encryptedBodyPlugin(app, encryption);
  await realtimePlugin(app);

  await app.register(healthRoutes);
  await app.register(bannerArtRoutes);
  await app.register(systemRoutes);
  await app.register(encryptionRoutes, { encryption });
  await app.register(noticesRoutes);
  await app.register(promotionsRoutes);
  await app.register(gamesRoutes);
  await app.register(challengesRoutes);
  if (config.challengeTestPeek) {
    enableChallengePeek();
    await app.register(challengePeekRoutes);
  }
  await app.register(membersRoutes);
  await app.register(affiliateRoutes);
  await app.register(phoneRoutes);
  await app.register(recoveryRoutes);
  await app.register(stepUpRoutes);
  await app.register(walletRoutes);
  await app.register(depositsRoutes);
  await app.register(gatewayCallbackRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(transfersRoutes);
  await app.register(agentCentreRoutes);
  await app.register(lotteryRoutes);
  await app.register(betsRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });

  await spaPlugin(app, config);
  return app;
}
