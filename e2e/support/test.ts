// Every spec imports `test` and `expect` from here. The guard fails a test on anything the site
// should never do while a person uses it, unless the test says it provokes it:
// - a Content-Security-Policy violation (`securitypolicyviolation`, in any frame): never allowed;
// - an uncaught error in the page (`pageerror`): expectPageErrors(/message/);
// - a server-rendered page that did not hydrate exactly (a recoverable hydration error reported by the
//   shell, or React's hydration warning in the console): expectPageErrors(/message/) too;
// - an /api/* response to the browser with 404 or 5xx: expectApiErrors([{ status, path }]).
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export interface ExpectedApiError {
  status: number;
  /** the request path (and query), matched against the URL's pathname + search */
  path: RegExp;
}

interface GuardFixtures {
  /** Declares /api/* answers of 404 or 5xx that this test provokes on purpose. */
  expectApiErrors: (errors: ExpectedApiError[]) => void;
  /** Declares uncaught page errors this test provokes on purpose (e.g. a broken remote build). */
  expectPageErrors: (...messages: RegExp[]) => void;
  siteGuard: void;
}

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

const REPORT = '__cleCspViolation';

export const test = base.extend<GuardFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  expectApiErrors: async ({}, provide, testInfo) => {
    const expected: ExpectedApiError[] = [];
    (testInfo as unknown as { cleExpectedApi: ExpectedApiError[] }).cleExpectedApi = expected;
    await provide((errors) => expected.push(...errors));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  expectPageErrors: async ({}, provide, testInfo) => {
    const expected: RegExp[] = [];
    (testInfo as unknown as { cleExpectedPage: RegExp[] }).cleExpectedPage = expected;
    await provide((...messages) => expected.push(...messages));
  },
  siteGuard: [
    async ({ context, expectApiErrors: _api, expectPageErrors: _page }, provide, testInfo) => {
      const expectedApi = (testInfo as unknown as { cleExpectedApi: ExpectedApiError[] }).cleExpectedApi;
      const expectedPage = (testInfo as unknown as { cleExpectedPage: RegExp[] }).cleExpectedPage;
      const problems: string[] = [];

      await context.exposeBinding(REPORT, ({ frame }, v: Violation) => {
        problems.push(
          `CSP violation on ${frame?.url() ?? '?'}: ${v.directive} blocked ${v.blocked || '(inline)'}` +
            `${v.source ? ` at ${v.source}` : ''}${v.sample ? ` [${v.sample}]` : ''}`,
        );
      });
      await context.addInitScript((report: string) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const send = (window as unknown as Record<string, (v: unknown) => void>)[report];
          send?.({
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            source: e.sourceFile ? `${e.sourceFile}:${e.lineNumber}` : '',
            sample: e.sample,
          });
        });
      }, REPORT);

      const watch = (page: Page) => {
        page.on('pageerror', (error) => {
          if (!expectedPage.some((re) => re.test(error.message)))
            problems.push(`page error on ${page.url()}: ${error.message}`);
        });
        // a server-rendered page that did not hydrate exactly: React's recoverable errors go to the
        // shell's reporter (boundary 'shell/hydrate'), its attribute mismatches to the console
        page.on('request', (req) => {
          if (!req.url().includes('/api/client-errors') || !req.postData()?.includes('shell/hydrate')) return;
          const message = req.postData() ?? '';
          if (!expectedPage.some((re) => re.test(message)))
            problems.push(`hydration error on ${page.url()}: ${message.slice(0, 400)}`);
        });
        page.on('console', (msg) => {
          if (msg.type() !== 'error' || !/hydrat/i.test(msg.text())) return;
          if (!expectedPage.some((re) => re.test(msg.text())))
            problems.push(`hydration warning on ${page.url()}: ${msg.text().slice(0, 400)}`);
        });
        page.on('response', (res) => {
          const url = new URL(res.url());
          if (!url.pathname.startsWith('/api/')) return;
          const status = res.status();
          if (status !== 404 && status < 500) return;
          const where = `${url.pathname}${url.search}`;
          if (!expectedApi.some((e) => e.status === status && e.path.test(where)))
            problems.push(`API ${res.request().method()} ${where} answered ${status}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);

      // what the early-press script did (render/early-presses.js), attached when a test fails
      await context.addInitScript(() => {
        (window as unknown as { __clePressLog: string[] }).__clePressLog = [];
      });

      await provide();

      if (testInfo.status !== testInfo.expectedStatus)
        for (const page of context.pages()) {
          const log = await page
            .evaluate(() => (window as unknown as { __clePressLog?: string[] }).__clePressLog ?? [])
            .catch(() => ['(page closed)']);
          await testInfo.attach(`early presses on ${page.url()}`, { body: log.join('\n') || '(none)' });
        }

      // let late violations reports arrive before judging
      if (context.pages().length)
        await context
          .pages()[0]!
          .waitForTimeout(50)
          .catch(() => undefined);
      expect(problems, 'CSP violations, page errors, hydration errors or unexpected API errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
