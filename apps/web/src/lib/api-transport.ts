import { ApiError, type ApiRequest, type ApiResponse, type QueryParams } from './api-error';

/**
 * Sends one request and hands back whatever the server answered, any status. Fails only when
 * there is no answer, with an ApiError without `response`. The client swaps it in unit tests
 * for a stand-in of the server.
 */
export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

/** Percent-encoded but `:`, `$`, `,` kept and spaces as `+`: the URLs axios wrote, unchanged. */
const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');

/** The query string of `params`; undefined and null are left out, as axios did. */
export function serializeParams(params: QueryParams | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    pairs.push(`${encode(key.trim())}=${encode(String(value))}`);
  }
  return pairs.join('&');
}

export function requestUrl({ baseURL, url, params }: ApiRequest): string {
  const query = serializeParams(params);
  if (!query) return baseURL + url;
  const path = (baseURL + url).split('#')[0] ?? '';
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The body and the headers that go with it; FormData gets its boundary from the browser. */
function encodeBody(request: ApiRequest): {
  body?: string | FormData;
  headers: Record<string, string>;
} {
  const { data, headers } = request;
  if (data === undefined) return { headers };
  if (data instanceof FormData) return { body: data, headers };
  return {
    body: JSON.stringify(data),
    headers: { 'Content-Type': 'application/json', ...headers },
  };
}

/** JSON when it parses, else the text itself (a proxy's error page); '' for an empty body. */
function parseText(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const timeoutError = (request: ApiRequest, cause?: unknown) =>
  new ApiError(`timeout of ${request.timeout}ms exceeded`, 'ERR_TIMEOUT', request, undefined, {
    cause,
  });
const canceledError = (request: ApiRequest, cause?: unknown) =>
  new ApiError('canceled', 'ERR_CANCELED', request, undefined, { cause });
const networkError = (request: ApiRequest, cause?: unknown) =>
  new ApiError('Network Error', 'ERR_NETWORK', request, undefined, { cause });

/** fetch, with our timeout and the caller's signal on one controller. */
export async function fetchTransport(request: ApiRequest): Promise<ApiResponse> {
  const { signal, timeout } = request;
  if (signal?.aborted) throw canceledError(request, signal.reason);
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const { body, headers } = encodeBody(request);
  try {
    const response = await fetch(requestUrl(request), {
      method: request.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // The timeout covers reading the body too, as it did with axios. A refusal is the API's JSON
    // error whatever the caller wanted, so its code (REAUTH_REQUIRED) reads as any other's.
    const data =
      request.responseType === 'blob' && response.ok
        ? await response.blob()
        : parseText(await response.text());
    return { data, status: response.status, headers: response.headers };
  } catch (cause) {
    if (timedOut) throw timeoutError(request, cause);
    if (signal?.aborted) throw canceledError(request, cause);
    throw networkError(request, cause);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** XMLHttpRequest, only for uploads that report progress: fetch cannot tell how much was sent. */
export function xhrTransport(request: ApiRequest): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = request;
    if (signal?.aborted) {
      reject(canceledError(request, signal.reason));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (error: ApiError | null) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) {
        reject(error);
        return;
      }
      const data =
        request.responseType === 'blob' ? (xhr.response as Blob) : parseText(xhr.responseText);
      resolve({ data, status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders()) });
    };
    xhr.open(request.method, requestUrl(request));
    const { body, headers } = encodeBody(request);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    xhr.timeout = request.timeout;
    xhr.onload = () => settle(null);
    xhr.onerror = () => settle(networkError(request));
    xhr.ontimeout = () => settle(timeoutError(request));
    xhr.onabort = () => settle(canceledError(request, signal?.reason));
    // Listened to before send(), or the browser may not report the upload at all.
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : undefined,
        });
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body ?? null);
  });
}

/** fetch for everything, XMLHttpRequest where the caller wants upload progress. */
export const defaultTransport: Transport = (request) =>
  request.onUploadProgress ? xhrTransport(request) : fetchTransport(request);
