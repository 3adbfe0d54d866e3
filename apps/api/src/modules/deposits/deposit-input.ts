import type { FastifyRequest } from 'fastify';
import { readProofForm, type ProofForm } from '../../lib/proof-form.js';

export type DepositInput = ProofForm;

/** The fields of a deposit call: a JSON body (gateway), or a multipart form with a `proof`. */
export async function readDepositInput(request: FastifyRequest): Promise<DepositInput> {
  if (request.isMultipart()) return readProofForm(request);
  const body = request.body;
  return { fields: typeof body === 'object' && body !== null ? { ...body } : {}, proof: null };
}
