// The merchant-page half of the hosted card fields: window.CleMicroform.create(captureContext, options)
// puts the card number and security code iframes (served by the sandbox's own origin) into the given
// containers and talks to them only by postMessage pinned to the sandbox origin. The page learns each
// field's state (empty, valid, network) and, from createToken, a signed transient token; the digits
// stay inside the frames.
import { readCaptureContext } from './protocol';
import type { FieldName, FieldState, ToField, ToParent } from './protocol';

export interface MicroformOptions {
  containers: Record<FieldName, HTMLElement>;
  onChange?: (state: FieldState) => void;
  onFocusChange?: (field: FieldName, focused: boolean) => void;
  onReady?: () => void;
}

export interface TokenError {
  message: string;
  fields: Partial<Record<FieldName | 'expiration', string>>;
}

export interface Microform {
  createToken(expiry: { expirationMonth: number; expirationYear: number }): Promise<string>;
  /** clears both fields (the digits are dropped inside the frames) */
  clear(): void;
  focus(field: FieldName): void;
  destroy(): void;
  /** when the capture context (this session) expires, ms since 1970 */
  readonly expiresAt: number;
}

const LABELS: Record<FieldName, string> = { number: 'Card number', securityCode: 'Security code' };

function create(captureContext: string, options: MicroformOptions): Microform {
  const claims = readCaptureContext(captureContext);
  const sandboxOrigin = new URL(claims.iss).origin;
  const origin = window.location.origin;
  if (!claims.targetOrigins.includes(origin)) throw new Error(`The capture context is not for ${origin}`);
  const sid = crypto.randomUUID();
  const frames = {} as Record<FieldName, HTMLIFrameElement>;
  let readyCount = 0;
  const pending = new Map<string, { resolve: (t: string) => void; reject: (e: TokenError) => void }>();

  for (const field of ['number', 'securityCode'] as const) {
    const frame = document.createElement('iframe');
    const hash = new URLSearchParams({ sid, origin, ctx: captureContext });
    frame.src = `${sandboxOrigin}/microform/v2/field.html?field=${field}#${hash.toString()}`;
    frame.title = LABELS[field];
    frame.setAttribute('data-microform-field', field);
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.height = '100%';
    frame.style.display = 'block';
    options.containers[field].replaceChildren(frame);
    frames[field] = frame;
  }

  const send = (field: FieldName, message: ToField) =>
    frames[field].contentWindow?.postMessage(message, sandboxOrigin);

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== sandboxOrigin) return;
    const data = event.data as ToParent | undefined;
    if (!data || data.sid !== sid) return;
    switch (data.type) {
      case 'ready':
        if (++readyCount === 2) options.onReady?.();
        break;
      case 'change': {
        const { field, empty, valid, couldBeValid, network } = data;
        options.onChange?.({ field, empty, valid, couldBeValid, network });
        break;
      }
      case 'focus':
      case 'blur':
        options.onFocusChange?.(data.field, data.type === 'focus');
        break;
      case 'token':
        pending.get(data.requestId)?.resolve(data.token);
        pending.delete(data.requestId);
        break;
      case 'error':
        pending.get(data.requestId)?.reject({ message: data.message, fields: data.fields });
        pending.delete(data.requestId);
        break;
    }
  };
  window.addEventListener('message', onMessage);

  return {
    expiresAt: claims.exp * 1000,
    createToken({ expirationMonth, expirationYear }) {
      const requestId = crypto.randomUUID();
      return new Promise<string>((resolve, reject) => {
        pending.set(requestId, { resolve, reject });
        send('number', { sid, type: 'createToken', requestId, expirationMonth, expirationYear });
      });
    },
    clear() {
      send('number', { sid, type: 'clear' });
      send('securityCode', { sid, type: 'clear' });
    },
    focus(field) {
      send(field, { sid, type: 'focus' });
    },
    destroy() {
      window.removeEventListener('message', onMessage);
      for (const { reject } of pending.values()) reject({ message: 'The card form was closed', fields: {} });
      pending.clear();
      for (const frame of Object.values(frames)) frame.remove();
    },
  };
}

(window as unknown as { CleMicroform: { create: typeof create } }).CleMicroform = { create };
