// An IntersectionObserver a test drives (test code only): `see(el, inView, px)` reports on one observed
// element. installTestObserver() puts it on window and forgets earlier elements; the test's afterEach
// deletes window.IntersectionObserver again.
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

export function installTestObserver(): void {
  observers.length = 0;
  Object.assign(window, { IntersectionObserver: TestObserver });
}
