import http from 'node:http';

export interface CallOptions {
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  /** A raw request body, sent as is (with content-type application/json unless overridden). */
  raw?: string;
  headers?: Record<string, string>;
  /** Bearer token for the Authorization header. */
  token?: string;
  /** Cookie header value, e.g. `derivo_refresh=...`. */
  cookie?: string;
  /** Local loopback address to call from (127.0.0.x), so per-IP limits can be told apart. */
  from?: string;
  /** Connections to reuse, e.g. a keep-alive agent (by default each call has its own). */
  agent?: http.Agent;
}

export interface CallResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (undefined when the body is empty or not JSON). */
  json: unknown;
  text: string;
  setCookies: string[];
}

/** One HTTP request over a real socket on loopback, with every header under the test's control. */
export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(path, baseUrl);
  const payload =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        agent: options.agent ?? false,
        ...(options.from === undefined ? {} : { localAddress: options.from }),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          let json: unknown;
          try {
            json = text === '' ? undefined : JSON.parse(text);
          } catch {
            json = undefined;
          }
          const setCookie = response.headers['set-cookie'];
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json,
            text,
            setCookies: setCookie ?? [],
          });
        });
      },
    );
    request.on('error', reject);
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}
