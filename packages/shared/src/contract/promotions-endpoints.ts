import { idParamSchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { promotionSchema } from './promotion.js';

/** What players read of promotions without a session; the list comes with the notice. */
export const promotionsEndpoints = {
  promotion: endpoint({
    method: 'GET',
    path: '/wps/promotions/:id',
    summary: 'One live promotion with its content; 404 PROMOTION_NOT_FOUND otherwise',
    tags: ['promotions'],
    params: idParamSchema,
    response: promotionSchema,
  }),
};
