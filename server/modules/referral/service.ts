export interface ReferralService {
  /**
   * Pays the referee's referrer once the referee qualifies (KYC verified and a first trade);
   * answers who was paid by this call's decision, or undefined.
   */
  check(refereeId: string): Promise<string | undefined>;
}
