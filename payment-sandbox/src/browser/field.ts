// One hosted card field, inside an iframe on the sandbox's origin. It checks what is typed (network,
// length, Luhn, security-code length), tells the merchant page only the field's state, and on
// createToken (number field) collects the security code from its sibling frame and asks the sandbox
// server for a transient token. Messages go to the capture context's target origin and nowhere else.
import { checkNumber, checkSecurityCode } from '../card-rules';
import type { Network } from '../card-rules';
import { readCaptureContext } from './protocol';
import type { BetweenFields, FieldName, FieldState, ToField, ToParent } from './protocol';

const input = document.getElementById('field') as HTMLInputElement;
const field = input.dataset.field as FieldName;
const params = new URLSearchParams(window.location.hash.slice(1));
const sid = params.get('sid') ?? '';
const parentOrigin = params.get('origin') ?? '';
const captureContext = params.get('ctx') ?? '';
// the URL fragment is not needed any more: drop it from the frame's history entry
history.replaceState(null, '', window.location.pathname + window.location.search);

let claims: ReturnType<typeof readCaptureContext> | null = null;
try {
  claims = readCaptureContext(captureContext);
} catch {
  claims = null;
}
const trusted = !!claims && !!sid && claims.targetOrigins.includes(parentOrigin);
if (!trusted) input.disabled = true;

const toParent = (message: ToParent) => {
  if (trusted) window.parent.postMessage(message, parentOrigin);
};
const channel = new BroadcastChannel(`cle-microform-${sid}`);
const post = (message: BetweenFields) => channel.postMessage(message);

let network: Network | null = null;

function state(): FieldState {
  if (field === 'number') {
    const c = checkNumber(input.value, claims?.allowedCardNetworks);
    return { field, empty: c.empty, valid: c.valid, couldBeValid: c.couldBeValid, network: c.network };
  }
  const c = checkSecurityCode(input.value, network);
  return { field, empty: c.empty, valid: c.valid, couldBeValid: c.valid || c.empty, network };
}

function announce() {
  const s = state();
  input.setAttribute('aria-invalid', String(!s.empty && !s.couldBeValid));
  toParent({ sid, type: 'change', ...s });
  if (field === 'number' && s.network !== network) {
    network = s.network as Network | null;
    post({ type: 'network', network });
  }
}

input.addEventListener('input', () => {
  if (field === 'number') {
    // digits in groups of four as people read them (Amex 4-6-5 is close enough for typing)
    const digits = input.value.replace(/\D/g, '').slice(0, 19);
    input.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  } else {
    input.value = input.value.replace(/\D/g, '').slice(0, 4);
  }
  announce();
});
input.addEventListener('focus', () => toParent({ sid, type: 'focus', field }));
input.addEventListener('blur', () => toParent({ sid, type: 'blur', field }));

const collectors = new Map<string, (value: string, s: FieldState) => void>();

channel.addEventListener('message', (event: MessageEvent<BetweenFields>) => {
  const data = event.data;
  if (data.type === 'network' && field === 'securityCode') {
    network = data.network as Network | null;
    announce();
  } else if (data.type === 'collect' && field === 'securityCode') {
    post({ type: 'value', requestId: data.requestId, value: input.value, state: state() });
  } else if (data.type === 'value' && field === 'number') {
    collectors.get(data.requestId)?.(data.value, data.state);
    collectors.delete(data.requestId);
  }
});

function collectSecurityCode(requestId: string): Promise<{ value: string; state: FieldState }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('security code field did not answer')), 3000);
    collectors.set(requestId, (value, s) => {
      clearTimeout(timer);
      resolve({ value, state: s });
    });
    post({ type: 'collect', requestId });
  });
}

async function createToken(requestId: string, expirationMonth: number, expirationYear: number) {
  const fail = (message: string, fields: Partial<Record<FieldName | 'expiration', string>>) =>
    toParent({ sid, type: 'error', requestId, message, fields });
  let securityCode: string;
  try {
    securityCode = (await collectSecurityCode(requestId)).value;
  } catch {
    return fail('The card form is not ready', {});
  }
  try {
    const response = await fetch('/microform/v2/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        captureContext,
        targetOrigin: parentOrigin,
        number: input.value,
        securityCode,
        expirationMonth,
        expirationYear,
      }),
    });
    const body = (await response.json()) as {
      transientToken?: string;
      message?: string;
      fields?: Partial<Record<FieldName | 'expiration', string>>;
    };
    if (response.ok && body.transientToken)
      return toParent({ sid, type: 'token', requestId, token: body.transientToken });
    fail(body.message ?? 'The card could not be tokenised', body.fields ?? {});
  } catch {
    fail('The card provider could not be reached', {});
  }
}

window.addEventListener('message', (event: MessageEvent<ToField>) => {
  if (!trusted || event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (!data || data.sid !== sid) return;
  if (data.type === 'clear') {
    input.value = '';
    announce();
  } else if (data.type === 'focus') {
    input.focus();
  } else if (data.type === 'createToken' && field === 'number') {
    void createToken(data.requestId, data.expirationMonth, data.expirationYear);
  }
});

toParent({ sid, type: 'ready', field });
