import { FundsErrorBody, type FundsRefusalCode } from '../../../src/contracts/funds.ts';
import { errorBodySchema } from '../../http/errors.ts';

/** The error shapes of a funds call, for its response schema: a 4xx may be a refusal with a code. */
export const fundsErrorResponses = { '4xx': FundsErrorBody, '5xx': errorBodySchema } as const;

/** A movement the rules refuse: nothing moved; answered with `status` and a code beside the words. */
export class FundsRefusal extends Error {
  readonly statusCode: number;
  readonly code: FundsRefusalCode;
  readonly missing: readonly string[] | undefined;

  constructor(
    statusCode: number,
    code: FundsRefusalCode,
    message: string,
    missing?: readonly string[],
  ) {
    super(message);
    this.name = 'FundsRefusal';
    this.statusCode = statusCode;
    this.code = code;
    this.missing = missing;
  }
}
