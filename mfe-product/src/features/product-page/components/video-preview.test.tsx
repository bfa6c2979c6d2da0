// The video preview on the on-demand program page (issue 38, S3-CONST-04), on the page users reach
// (ProductView against MSW): muted, with controls, started only muted and not under reduced motion,
// and paused when it reaches 5000 ms, whether by the time the element reports or by the pause timer.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { onDemandVariation, payload } from '../../../test/fixtures';
import { ProductView } from '../product-view';

const PREVIEW = '/api/product/media/380567/preview.mp4';
const program = onDemandVariation('OnDemandWebVariation', {
  code: '380567',
  displayName: 'Insurance Law On Demand',
  searchableType: 'ondemandprogram',
  type: null,
  publicationDate: '2026-06-01T00:00:00.000Z',
  onDemandMediaType: 1,
  previewUrl: PREVIEW,
  previewCaptionsUrl: '/api/product/media/380567/preview.vtt',
});

/** The element's playing state as the page drives it (jsdom plays nothing). */
let paused: boolean;
let play: jest.SpyInstance;
let pause: jest.SpyInstance;
beforeEach(() => {
  paused = true;
  authStore.set(ANONYMOUS);
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    paused = false;
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    paused = true;
  });
  server.use(
    api.get('/site-parts', () => ({ labels: {} })),
    api.get('/product/:code', ({ params }) =>
      payload(
        params.code === '380567' ? program : { ...program, code: String(params.code), previewUrl: null },
      ),
    ),
  );
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const renderPage = (code = '380567') =>
  render(
    <TestProviders path="/programs/x">
      <ProductView code={code} inShell />
    </TestProviders>,
  );
const preview = async () =>
  (await screen.findByLabelText('Preview of Insurance Law On Demand')) as HTMLVideoElement;
const at = (v: HTMLVideoElement, seconds: number) =>
  Object.defineProperty(v, 'currentTime', { value: seconds, writable: true, configurable: true });

describe('video preview (S3-CONST-04)', () => {
  test('[S3-CONST-04] the on-demand page plays a muted preview with controls and pauses it at 5000 ms', async () => {
    renderPage();
    const v = await preview();
    expect(v).toHaveAttribute('src', PREVIEW);
    expect(v).toHaveAttribute('controls');
    expect(v.muted).toBe(true);
    expect(v.querySelector('track[kind="captions"]')).toHaveAttribute(
      'src',
      '/api/product/media/380567/preview.vtt',
    );
    // it starts by itself, muted (never with sound)
    expect(play).toHaveBeenCalledTimes(1);
    const mutedWhenPlayed = play.mock.contexts[0] as HTMLVideoElement;
    expect(mutedWhenPlayed.muted).toBe(true);
    at(v, 4.9);
    fireEvent.timeUpdate(v);
    expect(pause).not.toHaveBeenCalled();
    at(v, 5);
    fireEvent.timeUpdate(v);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/End of the 5-second preview/)).toBeInTheDocument();
    // played again from the controls: from the start
    fireEvent.play(v);
    expect(v.currentTime).toBe(0);
  });

  test('[S3-CONST-04] the pause timer: played from 2 s, it pauses 3000 ms later', async () => {
    renderPage();
    const v = await preview();
    at(v, 2);
    paused = false;
    fireEvent.playing(v);
    act(() => jest.advanceTimersByTime(2999));
    expect(pause).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(pause).toHaveBeenCalledTimes(1);
  });

  test('no autoplay under reduced motion; no preview without one (an audio item)', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (q: string) => ({
        matches: q.includes('reduce'),
        addEventListener() {},
        removeEventListener() {},
      }),
    });
    const { unmount } = renderPage();
    expect(await preview()).toHaveAttribute('controls');
    expect(play).not.toHaveBeenCalled();
    unmount();
    renderPage('380568');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Preview of/)).toBeNull();
  });
});
