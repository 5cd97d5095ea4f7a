import { fromPromise } from 'xstate';
import { type ReferralsResponse, referralPaths } from '../contracts/referral.ts';
import { referralMachine } from '../machines/referral/referral.machine.ts';
import type { HttpClient } from './http/client.ts';

/** The Clipboard API, else the older copy command on a hidden text area; throws when both refuse. */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No Clipboard API (an insecure origin, an old browser) or permission refused: fall back.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy refused');
}

export const provideReferralMachine = (http: HttpClient) =>
  referralMachine.provide({
    actors: {
      loadReferrals: fromPromise(() => http.request<ReferralsResponse>(referralPaths.referrals)),
      copyText: fromPromise(({ input }) => copyToClipboard(input.text)),
    },
  });
