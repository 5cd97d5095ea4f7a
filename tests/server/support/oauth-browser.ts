import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

/** A test identity typed into the embedded provider's sign-in page. */
export interface TestIdentity {
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * Walks a Google sign-in as a browser would, with fetch and a cookie jar: the app's start call,
 * the embedded provider's redirects, its sign-in page and form, back to the app's callback page.
 */
export class OAuthBrowser {
  readonly #cookies = new Map<string, string>();

  constructor(
    private readonly server: TestServer,
    /** The browser's User-Agent, sent on every request when given. */
    private readonly userAgent?: string,
  ) {}

  get cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, this.server.url), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: this.cookieHeader,
        ...(this.userAgent === undefined ? {} : { 'user-agent': this.userAgent }),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (value === '' || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until one leads to the app's callback page; returns its query. */
  async #followToCallback(response: Response): Promise<URLSearchParams> {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      expect([302, 303], await current.clone().text()).toContain(current.status);
      const location = new URL(current.headers.get('location') ?? '', this.server.url);
      if (location.pathname === '/auth/google/callback') return location.searchParams;
      if (location.pathname.includes('/interaction/')) return this.#signIn(location);
      current = await this.request(location.href);
    }
    throw new Error('Too many redirects');
  }

  #identity: TestIdentity | undefined;

  async #signIn(page: URL): Promise<URLSearchParams> {
    const shown = await this.request(page.href);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Sign in with a test identity');
    const identity = this.#identity;
    if (identity === undefined) throw new Error('No identity to sign in with');
    const form = new URLSearchParams({ email: identity.email, name: identity.name });
    if (identity.emailVerified) form.set('email_verified', 'on');
    const submitted = await this.request(`${page.pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    return this.#followToCallback(submitted);
  }

  /** Signs in at the provider as `identity`; returns {code, state, iss} from the callback URL. */
  async signInWithGoogle(
    identity: TestIdentity,
    startQuery = '',
  ): Promise<{ code: string; state: string; iss?: string }> {
    this.#identity = identity;
    const started = await this.request(`/api/v1/auth/google/start${startQuery}`);
    const query = await this.#followToCallback(started);
    const code = query.get('code');
    const state = query.get('state');
    if (code === null || state === null) throw new Error(`No code in the callback: ${query}`);
    const iss = query.get('iss');
    return iss === null ? { code, state } : { code, state, iss };
  }

  /** Posts to the app's login or sign-up with Google, with this browser's cookies. */
  async post(
    path: string,
    body: unknown,
  ): Promise<{ status: number; json: unknown; setCookies: string[] }> {
    const response = await this.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: text === '' ? undefined : JSON.parse(text),
      setCookies: response.headers.getSetCookie(),
    };
  }
}
