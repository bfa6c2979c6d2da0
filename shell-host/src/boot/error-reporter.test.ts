import { CLIENT_ERRORS_PATH, ClientErrorReportSchema } from '@cle/contracts/client-error-schemas';
import { compositionStatus } from '../federation/composition-status';
import { createShellReporter, MAX_REPORTS_PER_PAGE } from './error-reporter';

describe("the shell's error reporter (decision 031)", () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    compositionStatus.reset();
  });
  afterEach(() => jest.restoreAllMocks());

  test('posts a report the API accepts to /api/client-errors, without the query string', () => {
    window.history.pushState({}, '', '/search?query=private');
    const send = jest.fn();
    const report = createShellReporter({ send, release: 'r1' });
    const error = new TypeError('boom');
    report(error, { severity: 3, boundary: 'shell/page', componentStack: '\n at Page' });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as [string, string];
    expect(url).toBe(`/api${CLIENT_ERRORS_PATH}`);
    const parsed = ClientErrorReportSchema.parse(JSON.parse(body));
    expect(parsed).toMatchObject({
      boundary: 'shell/page',
      name: 'TypeError',
      message: 'boom',
      severity: 3,
      path: '/search',
      release: 'r1',
      componentStack: '\n at Page',
    });
    expect(console.error).toHaveBeenCalledWith('[shell/page]', error, expect.anything());
  });

  test('[S1-ERRORS-03] 3 is the boundaries’ default, not the reporter’s: a report at another severity is sent with it', () => {
    const send = jest.fn();
    const report = createShellReporter({ send });
    report(new Error('minor'), { severity: 1, boundary: 'shell/page' });
    const [, body] = send.mock.calls[0] as [string, string];
    expect(ClientErrorReportSchema.parse(JSON.parse(body)).severity).toBe(1);
  });

  test('sends each distinct error once and at most MAX_REPORTS_PER_PAGE per page view', () => {
    const send = jest.fn();
    const report = createShellReporter({ send });
    const info = { severity: 3, boundary: 'shell/page' };
    report(new Error('same'), info);
    report(new Error('same'), info);
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 30; i += 1) report(new Error(`e${i}`), info);
    expect(send).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  test("a remote slot's error shows as that remote's last error on the health page", () => {
    const report = createShellReporter({ send: () => undefined });
    report(new Error('render failed'), { severity: 3, boundary: 'mfe_search/./SearchPage' });
    expect(compositionStatus.get()).toEqual([
      expect.objectContaining({
        name: 'mfe_search',
        lastError: 'render failed',
        lastErrorAt: expect.any(Number),
      }),
    ]);
  });
});
