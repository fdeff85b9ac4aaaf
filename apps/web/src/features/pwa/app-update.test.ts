import { describe, expect, it } from 'vitest';
import { createAppUpdate, type ContainerLike, type WorkerLike } from './app-update';

/** The browser's worker objects, as far as the announcement uses them. */
class Worker extends EventTarget implements WorkerLike {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}
class Registration extends EventTarget {
  waiting: Worker | null = null;
  installing: Worker | null = null;
  update = () => Promise.resolve();
  install(worker: Worker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}
class Container extends EventTarget implements ContainerLike {
  constructor(public controller: unknown) {
    super();
  }
}

describe('the new version announcement (decision 0066)', () => {
  it('stays silent on a first install: the page had no older app', () => {
    const update = createAppUpdate();
    const registration = new Registration();
    update.watch(registration, new Container(null));
    const first = new Worker();
    registration.install(first);
    first.become('installed');
    expect(update.isReady()).toBe(false);
  });

  it('announces a worker that installed while another controls the page, and waits', () => {
    const update = createAppUpdate();
    const registration = new Registration();
    const seen: boolean[] = [];
    update.subscribe(() => seen.push(update.isReady()));
    update.watch(registration, new Container({}));
    const next = new Worker();
    registration.install(next);
    expect(update.isReady()).toBe(false);
    next.become('installed');
    expect(seen).toEqual([true]);
    // Nothing is asked of the new worker until the visitor chooses to reload.
    expect(next.messages).toEqual([]);
  });

  it('announces a worker already waiting when the page starts', () => {
    const update = createAppUpdate();
    const registration = new Registration();
    registration.waiting = new Worker();
    update.watch(registration, new Container({}));
    expect(update.isReady()).toBe(true);
  });

  it('on Reload, tells the waiting worker to take over and reloads once it has', () => {
    const update = createAppUpdate();
    const registration = new Registration();
    const waiting = new Worker();
    registration.waiting = waiting;
    const container = new Container({});
    update.watch(registration, container);
    let reloads = 0;
    update.apply(() => reloads++);
    update.apply(() => reloads++);
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reloads).toBe(0);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloads).toBe(1);
  });
});
