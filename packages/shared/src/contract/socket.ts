import { z } from 'zod';
import { socketLotteryPeriodSchema, socketLotteryResultSchema } from './lottery.js';
import { socketBalanceSchema, socketPongSchema, socketReadySchema } from './wallet.js';

/** Server → client over `/wps/ws`: wallet balances to their member, lottery news to everyone. */
export const socketServerMessageSchema = z.discriminatedUnion('type', [
  socketReadySchema,
  socketPongSchema,
  socketBalanceSchema,
  socketLotteryPeriodSchema,
  socketLotteryResultSchema,
]);
export type SocketServerMessage = z.infer<typeof socketServerMessageSchema>;
