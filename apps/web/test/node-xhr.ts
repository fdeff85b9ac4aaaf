import { request as httpRequest, type ClientRequest } from 'node:http';

type Listener = (() => void) | null;
interface ProgressLike {
  loaded: number;
  total: number;
  lengthComputable: boolean;
}

/** Bytes written between two upload progress reports. */
const PIECE = 64 * 1024;

/**
 * Test-only: Node has no XMLHttpRequest. This is just enough of one, over node:http, for the
 * API client's upload path to run against a real server in unit tests: the body goes out in
 * pieces and `upload.onprogress` hears of each, as a browser reports an upload. The browser test
 * of the menu editor runs the same path in Chromium's own XMLHttpRequest.
 */
export class NodeXMLHttpRequest {
  status = 0;
  responseText = '';
  response: unknown = null;
  responseType: '' | 'text' | 'blob' = '';
  timeout = 0;
  readonly upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  ontimeout: Listener = null;
  onabort: Listener = null;

  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private rawHeaders = '';
  private req: ClientRequest | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private done = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getAllResponseHeaders() {
    return this.rawHeaders;
  }

  abort() {
    this.finish('onabort');
  }

  send(body: string | FormData | null) {
    void this.sendBody(body);
  }

  private async sendBody(body: string | FormData | null) {
    const headers = { ...this.headers };
    let bytes: Buffer | null = null;
    if (body instanceof FormData) {
      // The multipart encoding (and its boundary) a browser would write.
      const encoded = new Response(body);
      bytes = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
    } else if (typeof body === 'string') {
      bytes = Buffer.from(body);
      headers['content-type'] ??= 'text/plain;charset=UTF-8';
    }
    if (this.done) return;
    if (bytes) headers['content-length'] = String(bytes.length);
    const req = httpRequest(this.url, { method: this.method, headers });
    this.req = req;
    if (this.timeout > 0) this.timer = setTimeout(() => this.finish('ontimeout'), this.timeout);
    req.on('error', () => this.finish('onerror'));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = Buffer.concat(chunks);
        this.status = res.statusCode ?? 0;
        this.rawHeaders = Object.entries(res.headers)
          .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
          .join('\r\n');
        if (this.responseType === 'blob') this.response = new Blob([answer]);
        else this.response = this.responseText = answer.toString('utf8');
        this.finish('onload');
      });
    });
    for (let at = 0; bytes && at < bytes.length && !this.done; at += PIECE) {
      const piece = bytes.subarray(at, at + PIECE);
      await new Promise<void>((resolve) => req.write(piece, () => resolve()));
      const loaded = Math.min(at + PIECE, bytes.length);
      this.upload.onprogress?.({ loaded, total: bytes.length, lengthComputable: true });
    }
    req.end();
  }

  private finish(listener: 'onload' | 'onerror' | 'ontimeout' | 'onabort') {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    if (listener !== 'onload') this.req?.destroy();
    this[listener]?.();
  }
}
