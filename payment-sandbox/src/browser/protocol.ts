// Messages between the merchant page (microform.js) and the hosted fields (field.js), and between the
// two fields. None of them ever carries a card number or security code to the merchant page.
export type FieldName = 'number' | 'securityCode';

export interface FieldState {
  field: FieldName;
  empty: boolean;
  valid: boolean;
  couldBeValid: boolean;
  /** the detected network (number field only), null when unknown or not allowed */
  network: string | null;
}

export type ToParent =
  | { sid: string; type: 'ready'; field: FieldName }
  | ({ sid: string; type: 'change' } & FieldState)
  | { sid: string; type: 'focus' | 'blur'; field: FieldName }
  | { sid: string; type: 'token'; requestId: string; token: string }
  | {
      sid: string;
      type: 'error';
      requestId: string;
      message: string;
      fields: Partial<Record<FieldName | 'expiration', string>>;
    };

export type ToField =
  | { sid: string; type: 'createToken'; requestId: string; expirationMonth: number; expirationYear: number }
  | { sid: string; type: 'clear' }
  | { sid: string; type: 'focus' };

/** Between the two hosted fields (same origin) on a BroadcastChannel named after the session. */
export type BetweenFields =
  | { type: 'network'; network: string | null }
  | { type: 'collect'; requestId: string }
  | { type: 'value'; requestId: string; value: string; state: FieldState };

export interface CaptureContextClaims {
  iss: string;
  exp: number;
  targetOrigins: string[];
  allowedCardNetworks: string[];
}

/** Reads (does not verify: the sandbox server does) the claims of a capture-context JWT. */
export function readCaptureContext(jwt: string): CaptureContextClaims {
  const part = jwt.split('.')[1] ?? '';
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(json) as CaptureContextClaims;
}
