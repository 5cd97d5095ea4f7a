import type { FundsRefusalCode } from '../../../src/contracts/funds.ts';

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
