/** Query params: scalars only; undefined and null are left out of the query string. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** How far an upload has got; `total` is missing when the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total?: number;
}

/** One request as the transport sends it: `url` is the path under `baseURL`, without the query. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  baseURL: string;
  url: string;
  params?: QueryParams;
  /** A FormData goes as multipart (the browser writes the boundary), anything else as JSON. */
  data?: unknown;
  headers: Record<string, string>;
  responseType: 'json' | 'blob';
  /** Milliseconds for the whole exchange, answer body included; 0 waits forever. */
  timeout: number;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

/** Any answer, whatever its status: JSON parsed (or the text when it is not JSON), or a Blob. */
export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * Why a request failed: an answer outside 2xx (4xx ERR_BAD_REQUEST, 5xx ERR_BAD_RESPONSE), or
 * no answer at all (the network, our timeout, the caller's abort).
 */
export type ApiErrorCode =
  'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_TIMEOUT' | 'ERR_CANCELED';

/** A failed API call; `response` is there exactly when the server answered. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly code: ApiErrorCode,
    readonly request: ApiRequest,
    readonly response?: ApiResponse,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
