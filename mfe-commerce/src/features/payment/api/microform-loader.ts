// Loads the card provider's microform script (the capture context names it and its SRI hash) once per
// page, as a cross-origin script the browser checks against that hash. The script defines
// window.CleMicroform; its fields are iframes on the provider's origin.

export type HostedField = 'number' | 'securityCode';

export interface HostedFieldState {
  field: HostedField;
  empty: boolean;
  valid: boolean;
  couldBeValid: boolean;
  network: string | null;
}

export interface HostedTokenError {
  message: string;
  fields: Partial<Record<HostedField | 'expiration', string>>;
}

export interface Microform {
  createToken(expiry: { expirationMonth: number; expirationYear: number }): Promise<string>;
  clear(): void;
  focus(field: HostedField): void;
  destroy(): void;
  readonly expiresAt: number;
}

export interface MicroformLibrary {
  create(
    captureContext: string,
    options: {
      containers: Record<HostedField, HTMLElement>;
      onChange?: (state: HostedFieldState) => void;
      onFocusChange?: (field: HostedField, focused: boolean) => void;
      onReady?: () => void;
    },
  ): Microform;
}

const loading = new Map<string, Promise<MicroformLibrary>>();

export function loadMicroform(scriptSource: string, integrity: string): Promise<MicroformLibrary> {
  const key = `${scriptSource} ${integrity}`;
  const known = loading.get(key);
  if (known) return known;
  const promise = new Promise<MicroformLibrary>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptSource;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.onload = () => {
      const lib = (window as unknown as { CleMicroform?: MicroformLibrary }).CleMicroform;
      if (lib) resolve(lib);
      else reject(new Error('The card form script did not define CleMicroform'));
    };
    script.onerror = () => reject(new Error(`The card form script failed to load: ${scriptSource}`));
    document.head.append(script);
  });
  // a failed load may be retried later (a new capture context, the next page)
  promise.catch(() => loading.delete(key));
  loading.set(key, promise);
  return promise;
}
