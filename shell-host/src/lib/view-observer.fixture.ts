// An IntersectionObserver a test drives (test code only): `see(el, inView, px)` reports on one observed
// element. installTestObserver() puts it on window and forgets earlier elements; observeInEachTest() does
// that before each test of the calling block and deletes window.IntersectionObserver after it.
const observers: { el: Element; cb: IntersectionObserverCallback }[] = [];
class TestObserver {
  constructor(private cb: IntersectionObserverCallback) {}
  observe(el: Element) {
    observers.push({ el, cb: this.cb });
  }
  disconnect() {}
}
export function see(el: Element, isIntersecting: boolean, height: number) {
  for (const o of observers.filter((x) => x.el === el))
    o.cb(
      [{ isIntersecting, intersectionRect: { height } } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
}

function installTestObserver(): void {
  observers.length = 0;
  Object.assign(window, { IntersectionObserver: TestObserver });
}

/** The test observer on window for each test of the calling file or describe block, gone after it. */
export function observeInEachTest(): void {
  beforeEach(installTestObserver);
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
}
