import { adminPromotionSchema, promotionInputSchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOperatorResource } from '../admin/index.js';
import { Can } from '../operators/index.js';
import { listAdminPromotions, promotionWrites } from './promotions-admin.service.js';

/** `/admin/promotions`: every operator reads; owners, operators and editors write. */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperatorResource(app, {
    path: '/promotions',
    tag: 'admin: promotions',
    body: promotionInputSchema,
    item: adminPromotionSchema,
    writers: Can.editContent,
    list: listAdminPromotions,
    ...promotionWrites,
    createSummary: 'Create a promotion; its HTML content is sanitised before it is stored',
  });
};
