import { describe, expect, it } from 'vitest';
import { api, authServerForSuite } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { ACCOUNT_NAME, kycCalls, kycTrader, verifyAadhaar, yearsAgo } from './support/kyc-flow.ts';
import { randomAadhaar } from './support/verhoeff-reference.ts';

describe('profile', () => {
  const server = authServerForSuite();

  const read = (token: string) => call(server.url, 'GET', api('/profile'), { token });
  const edit = (token: string, body: unknown) =>
    call(server.url, 'PATCH', api('/profile'), { token, body });

  it('needs a signed-in trader', async () => {
    expect((await call(server.url, 'GET', api('/profile'))).status).toBe(401);
  });

  it('shows the trader’s own details and a KYC status of none', async () => {
    const t = await kycTrader(server, 'profile');
    const result = await read(t.token);
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      profile: {
        email: t.email,
        fullname: ACCOUNT_NAME,
        phoneNumber: null,
        kyc: { status: 'none' },
      },
    });
  });

  it('changes the name and phone, tidied, and refuses invalid ones', async () => {
    const t = await kycTrader(server, 'edit');
    const ok = await edit(t.token, { fullname: '  Asha   Rao ', phone_number: '+91 98765-43210' });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      profile: { fullname: 'Asha Rao', phoneNumber: '+91 98765-43210' },
    });
    expect((await read(t.token)).json).toMatchObject({ profile: { fullname: 'Asha Rao' } });
    const badPhone = await edit(t.token, { fullname: 'Asha Rao', phone_number: '98x' });
    expect(badPhone.status).toBe(400);
    expect((badPhone.json as { message: string }).message).toBe(
      'Please enter a valid phone number (digits, optionally starting with +).',
    );
    const noName = await edit(t.token, { fullname: '   ', phone_number: null });
    expect(noName.status).toBe(400);
    const cleared = await edit(t.token, { fullname: 'Asha Rao', phone_number: '' });
    expect(cleared.json).toMatchObject({ profile: { phoneNumber: null } });
  });

  it('keeps the name once the PAN verified it, but the phone stays editable', async () => {
    const t = await kycTrader(server, 'locked');
    await verifyAadhaar(server, t, randomAadhaar());
    expect((await read(t.token)).json).toMatchObject({
      profile: { accountType: null, countryOfResidence: 'IN' },
    });
    const pan = await kycCalls(server).verifyPan(
      t,
      'LMNPQ2468R',
      ACCOUNT_NAME,
      yearsAgo(server.clock.now(), 33),
    );
    expect(pan.status).toBe(200);
    const rename = await edit(t.token, { fullname: 'Someone Else', phone_number: null });
    expect(rename.status).toBe(409);
    const phone = await edit(t.token, { fullname: ACCOUNT_NAME, phone_number: '9876543210' });
    expect(phone.status).toBe(200);
    expect(phone.json).toMatchObject({
      profile: {
        kyc: { status: 'verified', pan: { masked: 'LMXXXXXX8R' } },
        phoneNumber: '9876543210',
      },
    });
  });
});
