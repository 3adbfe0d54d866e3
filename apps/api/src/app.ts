import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import { openNotices } from './db/notices.js';
import { openPipelined } from './db/pipelined.js';
import { adminRoutes } from './modules/admin/index.js';
import { agentCentreRoutes } from './modules/agent-centre/index.js';
import { agentContractsRoutes } from './modules/agent-contracts/index.js';
import { bannerArtRoutes } from './modules/banner-art/index.js';
import {
  challengePeekRoutes,
  challengesRoutes,
  enableChallengePeek,
} from './modules/challenges/index.js';
import { createEncryptionService, encryptionRoutes } from './modules/encryption/index.js';
import {
  CATALOGUE_NOTICES,
  GameCatalogue,
  gameArtRoutes,
  gamesRoutes,
  vendorFrameSources,
} from './modules/games/index.js';
import { Ledger } from './modules/ledger/index.js';
import { healthRoutes } from './modules/health/index.js';
import { depositsRoutes, gatewayCallbackRoutes } from './modules/deposits/index.js';
import { transfersRoutes } from './modules/transfers/index.js';
import { lotteryRoutes } from './modules/lottery/index.js';
import { betsRoutes, Placement } from './modules/lottery-bets/index.js';
import { walletRoutes } from './modules/wallet/index.js';
import {
  launchRoutes,
  roundsRoutes,
  transferWalletRoutes,
  vendorWalletRoutes,
  WalletLookups,
} from './modules/vendor-wallet/index.js';
import { realtimePlugin } from './modules/realtime/index.js';
import { withdrawalsRoutes } from './modules/withdrawals/index.js';
import {
  affiliateRoutes,
  membersRoutes,
  SESSION_NOTICES,
  SessionLookup,
} from './modules/members/index.js';
import { phoneRoutes } from './modules/phone/index.js';
import { recoveryRoutes } from './modules/recovery/index.js';
import { stepUpRoutes } from './modules/step-up/index.js';
import { noticesRoutes } from './modules/notices/index.js';
import { promotionsRoutes } from './modules/promotions/index.js';
import { systemRoutes } from './modules/system/index.js';
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
import { giveWayMetricsPlugin } from './plugins/give-way-metrics.js';
import { responseSerializer } from './plugins/response-serializer.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    ledger: Ledger;
    placement: Placement;
    catalogue: GameCatalogue;
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
  // The money path's objects, their statistics read from here (docs/ledger.md). On
  // PostgreSQL the ledger has connections of its own, in pipeline mode.
  const pipelined = openPipelined(config.database);
  const ledger = new Ledger(db, pipelined);
  const placement = new Placement(db, ledger);
  app.decorate('ledger', ledger);
  app.decorate('placement', placement);
  // How requests find their member, hearing of session changes other processes make; its
  // statistics too are read from here (docs/sessions.md).
  const sessionNotices = openNotices(config.database, SESSION_NOTICES);
  const sessions = new SessionLookup(db, sessionNotices);
  // What each merchant's lobby lists, kept in memory while other processes' changes are
  // heard (docs/games.md).
  const catalogueNotices = openNotices(config.database, CATALOGUE_NOTICES);
  const catalogue = new GameCatalogue(db, catalogueNotices);
  app.decorate('catalogue', catalogue);
  app.addHook('onClose', async () => {
    // A request still running may post: it finishes first (whatever the hooks' order).
    await app.drainRequests(10_000);
    await Promise.all([pipelined?.close(), sessionNotices?.close(), catalogueNotices?.close()]);
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  inFlightPlugin(app);
  errorHandlerPlugin(app);
  clientIpPlugin(app, config);
  // The game vendors' hosts, kept with the catalogue and read again when it changes
  // (docs/games.md, "Launch").
  await securityPlugin(app, config, vendorFrameSources(catalogue, config));
  await compressionPlugin(app);
  diagnosticsAccessPlugin(app, db, config.diagnostics);
  await docsPlugin(app);
  const metrics = metricsPlugin(app);
  giveWayMetricsPlugin(app, metrics, { ledger, placement });
  merchantPlugin(app, db, config);
  accessPlugin(app, db);
  memberSessionPlugin(app, sessions);
  const encryption = createEncryptionService(db, config);
  encryptedBodyPlugin(app, encryption);
  await realtimePlugin(app);

  await app.register(healthRoutes);
  await app.register(bannerArtRoutes);
  await app.register(gameArtRoutes);
  await app.register(systemRoutes);
  await app.register(encryptionRoutes, { encryption });
  await app.register(noticesRoutes);
  await app.register(promotionsRoutes);
  await app.register(gamesRoutes, { catalogue });
  await app.register(launchRoutes, { catalogue });
  await app.register(vendorWalletRoutes, { lookups: new WalletLookups(db, sessionNotices) });
  await app.register(roundsRoutes);
  await app.register(transferWalletRoutes, { catalogue });
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
  await app.register(agentContractsRoutes);
  await app.register(lotteryRoutes);
  await app.register(betsRoutes, { placement });
  await app.register(adminRoutes, { prefix: '/admin' });

  await spaPlugin(app, config);
  return app;
}
