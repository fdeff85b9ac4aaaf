import { API_BASE_PATH, type CartLine } from '@ninetonine/contract';
import {
  ApiError,
  apiClient,
  type ApiRequest,
  type ApiResponse,
  type Transport,
} from '@/lib/api-client';

/**
 * Test-only: an in-memory stand-in for /cart/* behind the real apiClient (in place of its
 * transport), so thunks and the login sync run against something that behaves like the API.
 */
export interface FakeCartServer {
  lines: CartLine[];
  calls: { method: string; url: string; data?: unknown; params?: unknown }[];
  /** Answer the next matching call(s) with an error (or a network failure). */
  failNext(match: string, answer: { status: number; message?: string } | 'network'): void;
  /**
   * Hold the answer to the next call until release(): the call takes effect on the server at
   * once, its answer (as of then) arrives late, e.g. after the answers to later calls.
   */
  holdNext(): { release: () => void };
  /**
   * Hold the next call itself until release(): it reaches the server only then (a request still
   * on its way), so calls made after it take effect first.
   */
  holdArrivalNext(): { release: () => void };
  restore(): void;
}

const line = (foodId: string, size: string, quantity: number): CartLine => ({
  id: foodId,
  foodId,
  name: `Dish ${foodId}`,
  quantity,
  description: '',
  image: `${API_BASE_PATH}/images/${foodId}`,
  selectedVariant: { size, price: 100, priceAfterDiscount: null },
  available: true,
  priceChanged: false,
});

export function installFakeCartServer(initial: CartLine[] = []): FakeCartServer {
  const original = apiClient.defaults.transport;
  const failures: { match: string; answer: { status: number; message?: string } | 'network' }[] =
    [];
  let nextGate: Promise<void> | null = null;
  let nextArrival: Promise<void> | null = null;
  const gate = () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    return { held, release: () => release() };
  };
  const server: FakeCartServer = {
    lines: initial.map((l) => ({ ...l })),
    calls: [],
    failNext: (match, answer) => failures.push({ match, answer }),
    holdNext() {
      const { held, release } = gate();
      nextGate = held;
      return { release };
    },
    holdArrivalNext() {
      const { held, release } = gate();
      nextArrival = held;
      return { release };
    },
    restore: () => {
      apiClient.defaults.transport = original;
    },
  };

  // Any status: the client itself turns a 4xx into an ApiError, as with the real server.
  const respond = (status: number, data: unknown): ApiResponse => ({
    data,
    status,
    headers: new Headers(),
  });
  const cart = () => ({
    cartItems: structuredClone(server.lines),
    totalQuantity: server.lines.reduce((s, l) => s + l.quantity, 0),
    totalAmount: server.lines.reduce((s, l) => s + l.quantity * l.selectedVariant.price, 0),
  });
  const find = (foodId: unknown, size: unknown) =>
    server.lines.find((l) => l.foodId === foodId && l.selectedVariant.size === size);

  const transport: Transport = async (request) => {
    const answerGate = nextGate;
    const arrivalGate = nextArrival;
    nextGate = null;
    nextArrival = null;
    if (arrivalGate) await arrivalGate;
    const response = handle(request);
    if (answerGate) await answerGate;
    return response;
  };

  const handle = (request: ApiRequest): ApiResponse => {
    const { method, url, params } = request;
    // What the server would read: the JSON of the body, not the caller's object.
    const body: unknown =
      request.data === undefined ? undefined : JSON.parse(JSON.stringify(request.data));
    server.calls.push({ method, url, data: body, params });
    const data = (body ?? {}) as {
      foodId: string;
      size: string;
      quantity: number;
      selectedVariant: { size: string };
    };
    const failure = failures.findIndex((f) => url.includes(f.match));
    if (failure >= 0) {
      const [{ answer }] = failures.splice(failure, 1) as [(typeof failures)[number]];
      if (answer === 'network') throw new ApiError('Network Error', 'ERR_NETWORK', request);
      return respond(answer.status, { message: answer.message });
    }
    if (method === 'GET' && url === '/cart/getUserCart') return respond(200, cart());
    if (method === 'POST' && url === '/cart/addToCart') {
      const existing = find(data.foodId, data.selectedVariant.size);
      if (existing) existing.quantity += data.quantity;
      else server.lines.push(line(data.foodId, data.selectedVariant.size, data.quantity));
      return respond(200, cart());
    }
    if (method === 'PUT' && url === '/cart/updateCartItem') {
      const existing = find(data.foodId, data.size);
      if (!existing) return respond(404, { message: 'Not in your cart' });
      existing.quantity = data.quantity;
      return respond(200, cart());
    }
    if (method === 'DELETE' && url === '/cart/removeCartItem') {
      const { foodId, size } = params as { foodId: string; size: string };
      if (!find(foodId, size)) return respond(404, { message: 'Not in your cart' });
      server.lines = server.lines.filter((l) => l !== find(foodId, size));
      return respond(200, cart());
    }
    if (method === 'DELETE' && url === '/cart/clearCart') {
      server.lines = [];
      return respond(200, cart());
    }
    return respond(404, { message: 'Route not found' });
  };
  apiClient.defaults.transport = transport;
  return server;
}

export const serverLine = line;
