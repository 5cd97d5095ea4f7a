/**
 * The least a NODE_ENV=production start accepts (server/config-production.ts): a key, an SMTP
 * server (port 9 on loopback: nothing listens, so no mail leaves), clients facing the server
 * directly, and the sandbox KYC as a paper-trading deployment.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SECRETS_KEY: 'c2VjcmV0cy1rZXktZm9yLXRlc3RzLW9ubHktMzItYnl0ZXMtb3ItbW9yZQ',
  SMTP_URL: 'smtp://127.0.0.1:9',
  TRUST_PROXY: '0',
  KYC_PROVIDER: 'sandbox',
  ALLOW_SANDBOX_KYC: '1',
  DEMO_FUNDS: '1',
} as const;
