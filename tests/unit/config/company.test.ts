import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return import('../../../src/config/company.ts');
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('company details', () => {
  it('default to values that are recognisably examples', async () => {
    const { support, socialLinks, office } = await load();
    expect(support.email).toMatch(/example\.com$/);
    expect(support.phone).toMatch(/^\+91 0+ 0+$/);
    for (const link of socialLinks) expect(link.href).toMatch(/example/);
    expect(office.lines[0]).toMatch(/^Example /);
  });

  it('come from VITE_COMPANY_* at build time', async () => {
    vi.stubEnv('VITE_COMPANY_SUPPORT_EMAIL', 'help@exchange.in');
    vi.stubEnv('VITE_COMPANY_SUPPORT_PHONE', '+91 80 1234 5678');
    vi.stubEnv('VITE_COMPANY_OFFICE', 'Exchange Ltd. | 5 MG Road | Bengaluru 560001');
    vi.stubEnv('VITE_COMPANY_X_URL', 'https://x.com/exchange');
    const { support, socialLinks, office } = await load();
    expect(support.email).toBe('help@exchange.in');
    expect(support.phoneHref).toBe('tel:+918012345678');
    expect(office.lines).toEqual(['Exchange Ltd.', '5 MG Road', 'Bengaluru 560001']);
    expect(socialLinks.find((link) => link.network === 'X')?.href).toBe('https://x.com/exchange');
  });
});
