import { act, renderHook } from '@testing-library/react';

import { newReleaseWaiting, useNewRelease } from '@/app/release/newRelease';
import { registerServiceWorker } from '@/app/release/serviceWorker';

// The worker's registration (docs/decisions/053-service-worker.md): a new release is offered once it waits,
// the first worker is not; the release is applied only when the offer is taken, and then the page reloads once.

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  constructor(readonly scriptURL = 'http://localhost/sw.js') {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function fakeBrowser(registration: FakeRegistration) {
  const container = Object.assign(new EventTarget(), {
    register: vi.fn(() => Promise.resolve(registration)),
    controller: registration.active,
  });
  vi.stubGlobal('navigator', {
    userAgent: navigator.userAgent,
    language: navigator.language,
    serviceWorker: container,
  });
  return { container, reload: vi.fn() };
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => act(() => newReleaseWaiting(null)));

describe('the service worker registration', () => {
  it('registers /sw.js for the whole origin and offers nothing for the first worker', async () => {
    const registration = new FakeRegistration();
    const { container, reload } = fakeBrowser(registration);
    const offer = renderHook(() => useNewRelease());
    registerServiceWorker(reload);
    await flush();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const first = new FakeWorker();
    registration.found(first);
    act(() => first.become('installed'));
    expect(offer.result.current).toBeNull();
  });

  it('offers a new release once it is installed, and applies it only when asked: then the page reloads once', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const { container, reload } = fakeBrowser(registration);
    const offer = renderHook(() => useNewRelease());
    registerServiceWorker(reload);
    await flush();
    const next = new FakeWorker();
    registration.found(next);
    expect(offer.result.current).toBeNull();
    act(() => next.become('installed'));
    expect(offer.result.current).toBeInstanceOf(Function);
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    act(() => offer.result.current?.());
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    act(() => next.become('activated'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a release that was waiting already when the page started', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    registration.waiting = new FakeWorker();
    registration.waiting.state = 'installed';
    const { reload } = fakeBrowser(registration);
    const offer = renderHook(() => useNewRelease());
    registerServiceWorker(reload);
    await flush();
    expect(offer.result.current).toBeInstanceOf(Function);
  });
});
