/**
 * The new version's announcement (decision 0066). A new build's worker installs beside the
 * running one and waits: the page keeps the app it started with, and the API it was built for,
 * until the visitor chooses "Reload". Only then is the waiting worker told to take over, and the
 * page reloads once it has.
 */

type Listener = () => void;

/** The parts of the browser's service worker objects this uses (and a test can provide). */
export interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}
export interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  update(): Promise<unknown>;
}
export interface ContainerLike {
  controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface AppUpdate {
  /** True once a new version waits for the visitor's reload. */
  isReady(): boolean;
  subscribe(listener: Listener): () => void;
  /** Watches a registration: a worker that installs while another controls the page waits. */
  watch(registration: RegistrationLike, container: ContainerLike): void;
  /** The visitor's "Reload": the waiting worker takes over, then the page reloads. */
  apply(reload: () => void): void;
}

export function createAppUpdate(): AppUpdate {
  const listeners = new Set<Listener>();
  let waiting: WorkerLike | null = null;
  let container: ContainerLike | null = null;
  let reloading = false;
  const found = (worker: WorkerLike) => {
    if (waiting === worker) return;
    waiting = worker;
    listeners.forEach((listener) => listener());
  };
  return {
    isReady: () => waiting !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch(registration, watched) {
      container = watched;
      // No controller: this is the first install, not an update (the page has no older app).
      const isUpdate = () => watched.controller !== null && watched.controller !== undefined;
      if (registration.waiting && isUpdate()) found(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        if (!installing) return;
        installing.addEventListener('statechange', () => {
          if (installing.state === 'installed' && isUpdate()) found(installing);
        });
      });
    },
    apply(reload) {
      if (!waiting || !container || reloading) return;
      reloading = true;
      // Fired once the new worker controls the page; a first install's claim never gets here.
      container.addEventListener('controllerchange', reload);
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  };
}

/** The page's one announcement. */
export const appUpdate = createAppUpdate();
