import type { KycStatus } from '../../../src/contracts/kyc.ts';
import { messages } from '../../../src/domain/errors/messages.ts';
import { type KycContext, kycMachine, kycTexts } from '../../../src/machines/kyc/kyc.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, callsOfStep, expectCountdownWhile, samples } from './helpers.ts';

type Stage = 'none' | 'aadhaar' | 'pan' | 'bank';

/** A server status with the steps up to `stage` verified (masked, as the server answers). */
function statusAfter(stage: Stage): KycStatus {
  const aadhaar = stage !== 'none';
  const pan = stage === 'pan' || stage === 'bank';
  const bank = stage === 'bank';
  return {
    status: pan ? 'verified' : aadhaar ? 'in_progress' : 'none',
    aadhaar: { state: aadhaar ? 'verified' : 'pending', masked: aadhaar ? 'XXXX XXXX 0124' : null },
    pan: {
      state: pan ? 'verified' : 'pending',
      masked: pan ? 'ABXXXXXX4F' : null,
      name: pan ? 'Asha Rao' : null,
      failure: null,
    },
    bank: {
      state: bank ? 'verified' : 'pending',
      ifsc: bank ? 'SBIN0001234' : null,
      masked: bank ? 'XXXXXXXX9012' : null,
      failure: null,
    },
  };
}

const VALID_AADHAAR = '234567890124';
const panDetails = { pan: 'ABCPE1234F', name_as_per_pan: 'Asha Rao', date_of_birth: '1990-04-01' };
const bankDetails = { ifsc: 'SBIN0001234', accountNumber: '123456789012' };
const k = messages.kyc;

/** Which steps the server says are verified: what the routing guards read. */
const stageOf = (status: KycStatus | null) =>
  status === null
    ? 'unknown'
    : [status.aadhaar.state, status.pan.state, status.bank.state].join('/');

export const kycSpec: ModelSpec = defineModelSpec({
  name: 'kyc',
  machine: kycMachine,
  events: {
    ...bareEvents(
      'kyc.retry',
      'kyc.resendOtp',
      'kyc.changeAadhaar',
      'kyc.changeBank',
      'kyc.keepBank',
      'kyc.reset',
    ),
    ...samples(
      'kyc.sendOtp',
      { aadhaarNumber: '134567890124' },
      { aadhaarNumber: ` ${VALID_AADHAAR} ` },
    ),
    ...samples('kyc.verifyOtp', { otp: '12345' }, { otp: '123456' }),
    'kyc.submitPan': [
      { type: 'kyc.submitPan', details: { ...panDetails, pan: 'ABCCE1234F' } },
      { type: 'kyc.submitPan', details: { ...panDetails, name_as_per_pan: ' ' } },
      { type: 'kyc.submitPan', details: { ...panDetails, date_of_birth: '1990-02-30' } },
      { type: 'kyc.submitPan', details: panDetails },
    ],
    'kyc.submitBank': [
      { type: 'kyc.submitBank', details: { ...bankDetails, ifsc: 'SBIN1001234' } },
      { type: 'kyc.submitBank', details: { ...bankDetails, accountNumber: '12345678' } },
      { type: 'kyc.submitBank', details: bankDetails },
    ],
  },
  invokes: {
    authenticate: {
      done: (['none', 'aadhaar', 'pan', 'bank'] as const).map((stage) => ({
        accessToken: 'kyc-token',
        status: statusAfter(stage),
      })),
      error: [{}],
    },
    sendAadhaarOtp: { done: [{ referenceId: 'ref-1' }], error: [{}] },
    resendAadhaarOtp: {
      done: [{ referenceId: 'ref-2' }],
      error: [new Error('Please wait 5 seconds before requesting a new code.')],
    },
    verifyAadhaarOtp: { done: [statusAfter('aadhaar')], error: [{}] },
    verifyPan: { done: [statusAfter('pan')], error: [{}] },
    verifyBank: {
      done: [statusAfter('bank')],
      error: [new Error('This bank account is closed. Please add an active account in your name.')],
    },
  },
  project: (snapshot) => {
    const c = snapshot.context as KycContext;
    return {
      stage: stageOf(c.status),
      otpSent: c.aadhaar.otpSent,
      error: c.error,
      notice: c.notice,
    };
  },
  check: ({ run, event, snapshot }) => {
    expectCountdownWhile(
      snapshot,
      snapshot.matches({ aadhaar: { codeSent: { resend: 'coolingDown' } } }),
    );
    const c = snapshot.context as KycContext;
    const fail = (message: string) => {
      throw new Error(message);
    };
    // Issue 25: the KYC result leaves a notice in the bell: verified, or which check refused and why.
    const told = callsOfStep(run).find((call) => call.action === 'tellAccount');
    const result: Record<string, { verified: boolean; detail?: string } | undefined> = {
      'xstate.done.actor.verifyBank': { verified: true },
      'xstate.error.actor.verifyBank': { verified: false, detail: 'the bank account check' },
      'xstate.error.actor.verifyPan': { verified: false, detail: 'the PAN check' },
    };
    const wanted = result[event.type];
    const notice = told?.params as { kind: string; verified: boolean; detail?: string } | undefined;
    if (wanted === undefined && notice !== undefined)
      fail(`${event.type} told the bell a KYC result`);
    if (wanted !== undefined) {
      if (notice?.kind !== 'kyc' || notice.verified !== wanted.verified) {
        fail(`${event.type} must leave its KYC result in the bell, told ${JSON.stringify(told)}`);
      }
      if (wanted.detail !== undefined && !notice?.detail?.startsWith(wanted.detail)) {
        fail(`a refused check must say which: ${notice?.detail}`);
      }
    }
    // Spec section 8's defaults when a failure carries no text of its own.
    const defaults: Record<string, string> = {
      'xstate.error.actor.authenticate': k.authenticateFailed,
      'xstate.error.actor.sendAadhaarOtp': k.sendOtpFailed,
      'xstate.error.actor.verifyAadhaarOtp': k.verifyOtpFailed,
      'xstate.error.actor.verifyPan': k.verifyPanFailed,
    };
    const expected = defaults[event.type];
    if (expected !== undefined && c.error?.message !== expected) {
      fail(`${event.type} must show "${expected}", got ${JSON.stringify(c.error)}`);
    }
    if (event.type === 'xstate.error.actor.verifyBank' && !c.error?.message.includes('closed')) {
      fail('the server’s reason must be shown');
    }
    // Entered values survive a failed step.
    if (event.type === 'xstate.error.actor.sendAadhaarOtp' && c.aadhaar.number !== VALID_AADHAAR) {
      fail('the Aadhaar number must stay after a failed send');
    }
    if (event.type === 'xstate.error.actor.verifyPan' && c.pan.details.pan !== panDetails.pan) {
      fail('the PAN details must stay after a refusal');
    }
    if (
      event.type === 'xstate.error.actor.verifyBank' &&
      c.bank.details.ifsc !== bankDetails.ifsc
    ) {
      fail('the bank details must stay after a refusal');
    }
    if (event.type === 'kyc.sendOtp' && snapshot.matches({ aadhaar: 'entering' })) {
      if (c.error?.field !== 'aadhaarNumber')
        fail('a bad Aadhaar number must be reported on its field');
    }
    // Once verified, the full numbers leave the machine; the server's masks remain.
    if (event.type === 'xstate.done.actor.verifyAadhaarOtp') {
      if (!snapshot.matches({ pan: 'entering' })) fail('a verified Aadhaar must open the PAN step');
      if (c.aadhaar.number !== '' || !c.aadhaar.verified)
        fail('the Aadhaar number must be dropped');
      if (c.status?.aadhaar.masked !== 'XXXX XXXX 0124') fail('the masked number must be kept');
    }
    if (event.type === 'xstate.done.actor.verifyPan') {
      if (!snapshot.matches({ bank: 'entering' })) fail('a verified PAN must open the bank step');
      if (c.pan.details.pan !== '' || !c.pan.verified) fail('the PAN must be dropped');
    }
    if (event.type === 'xstate.done.actor.verifyBank') {
      if (!snapshot.matches('complete') || c.notice !== kycTexts.bankVerified) {
        fail('a verified bank account completes the flow');
      }
      if (c.bank.details.accountNumber !== '') fail('the account number must be dropped');
    }
    if (event.type === 'xstate.done.actor.authenticate') {
      const s = c.status;
      const step = snapshot.matches('aadhaar')
        ? 'aadhaar'
        : snapshot.matches('pan')
          ? 'pan'
          : snapshot.matches('bank')
            ? 'bank'
            : 'complete';
      const wanted =
        s?.aadhaar.state !== 'verified'
          ? 'aadhaar'
          : s.pan.state !== 'verified'
            ? 'pan'
            : s.bank.state !== 'verified'
              ? 'bank'
              : 'complete';
      if (step !== wanted) fail(`status ${stageOf(s)} must resume at ${wanted}, not ${step}`);
      if (c.accessToken !== 'kyc-token') fail('the KYC accessToken must be kept');
    }
    if (event.type === 'kyc.reset' && (c.accessToken !== null || c.status !== null)) {
      fail('a reset restores the initial state');
    }
  },
});
