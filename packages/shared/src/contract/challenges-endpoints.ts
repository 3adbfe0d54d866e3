import {
  captchaSchema,
  challengeQuerySchema,
  sliderChallengeSchema,
  sliderVerifyRequestSchema,
  sliderVerifyResultSchema,
} from './challenges.js';
import { endpoint } from './endpoint.js';

const tags = ['challenges'] as const;

/** The bot checks a form asks for before it sends: a captcha picture or a slider puzzle. */
export const challengesEndpoints = {
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    summary: 'A new captcha picture (PNG, base64) for one flow; one per second per client',
    tags,
    query: challengeQuerySchema,
    response: captchaSchema,
  }),
  slider: endpoint({
    method: 'GET',
    path: '/wps/botcheck/slider',
    summary: 'A new slider puzzle: the pictures, the row the piece moves on, a proof of work',
    tags,
    query: challengeQuerySchema,
    response: sliderChallengeSchema,
  }),
  verifySlider: endpoint({
    method: 'POST',
    path: '/wps/botcheck/slider/verify',
    summary: 'Checks one drag and its proof of work; a solved puzzle earns a one-use bot token',
    tags,
    body: sliderVerifyRequestSchema,
    response: sliderVerifyResultSchema,
  }),
};
