// What a user's browser gets on a cold page load: bytes on the wire per response (compressed, as
// served, from the DevTools protocol) and layout shifts (`layout-shift` entries, buffered, without
// shifts caused by input), so budgets measure the page as people receive it.
import type { CDPSession, Page } from '@playwright/test';

export interface WireResponse {
  url: string;
  type: string;
  /** bytes received for this response, headers included, after content-encoding */
  wireBytes: number;
  /** the body alone as it travelled (compressed): what a JavaScript budget counts */
  bodyBytes: number;
  encoding: string;
  status: number;
}

export interface LayoutShift {
  value: number;
  startTime: number;
  sources: string[];
}

declare global {
  interface Window {
    __cleShifts?: LayoutShift[];
  }
}

/** Starts recording every response's transfer size; call before page.goto. */
export async function recordWire(page: Page): Promise<{ responses: WireResponse[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // a cold load: nothing from the HTTP cache
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, Omit<WireResponse, 'wireBytes' | 'bodyBytes'> & { headerBytes: number }>();
  const responses: WireResponse[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    pending.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      encoding: headers['content-encoding'] ?? 'identity',
      status: e.response.status,
      // bytes received when the headers were complete: the status line and headers
      headerBytes: e.response.encodedDataLength,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = pending.get(e.requestId);
    if (!r) return;
    const { headerBytes, ...response } = r;
    responses.push({
      ...response,
      wireBytes: e.encodedDataLength,
      bodyBytes: Math.max(0, e.encodedDataLength - headerBytes),
    });
  });
  return { responses, cdp };
}

/** Installs the layout-shift observer before any page script runs. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    window.__cleShifts = shifts;
    const describe = (node: Node | null) => {
      if (!node || !(node instanceof Element)) return String(node?.nodeName ?? '?');
      const boundary = node.closest('[data-boundary],[data-slot]');
      const owner = boundary
        ? ` in ${boundary.getAttribute('data-boundary') ?? `slot ${boundary.getAttribute('data-slot')}`}`
        : '';
      const id = node.id ? `#${node.id}` : '';
      const label = node.getAttribute('aria-label');
      return `${node.tagName.toLowerCase()}${id}${label ? `[${label}]` : ''}${owner}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          startTime: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(
            (s) =>
              `${describe(s.node)} (y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)}, h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)})`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** CLS as Chrome reports it: the largest session window (gaps < 1 s, windows <= 5 s). */
export function cumulativeLayoutShift(shifts: LayoutShift[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (s.startTime - last > 1000 || s.startTime - windowStart > 5000) {
      current = 0;
      windowStart = s.startTime;
    }
    current += s.value;
    last = s.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

export const readShifts = (page: Page) => page.evaluate(() => window.__cleShifts ?? []);
