// Toast bus. Anyone may show or dismiss a toast; the shell (or a standalone remote) renders them.
import { useSyncExternalStore } from 'react';

export type ToastType = 'default' | 'alert' | 'confirmation' | 'credit-confirmation' | 'microform-timeout';

interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * One toast in the site-wide toasts state (spec 1 §3): `id` is the caller's (showing the same id
 * again replaces it), `toastId` names this one showing (a replacement is a new toast, announced
 * again), `icon` names its icon in @cle/ui/icon, and `isOpen` is true while it is shown: a toast
 * leaves the state when it closes.
 */
export interface Toast {
  id: string;
  toastId: string;
  type: ToastType;
  icon: string;
  isOpen: boolean;
  content: string;
  action?: ToastAction;
}

export interface ShowToast {
  id?: string;
  type?: ToastType;
  /** an icon name of @cle/ui/icon; by default the type's */
  icon?: string;
  content: string;
  action?: ToastAction;
}

/** Each type's icon (names of @cle/ui/icon). */
const TOAST_ICONS: Readonly<Record<ToastType, string>> = {
  default: 'info',
  alert: 'alert',
  confirmation: 'check',
  'credit-confirmation': 'check',
  'microform-timeout': 'clock',
};

/** Spec 1 §4/§9: default toasts close after 8 s, microform-timeout after 898 s, alerts stay. */
const TOAST_DEFAULT_MS = 8000;
const TOAST_MICROFORM_TIMEOUT_MS = 898_000;
/** Messages longer than this use the stacked layout. */
const TOAST_STACKED_ABOVE_CHARS = 85;

function toastDurationMs(type: ToastType): number | null {
  if (type === 'alert') return null;
  if (type === 'microform-timeout') return TOAST_MICROFORM_TIMEOUT_MS;
  return TOAST_DEFAULT_MS;
}

/** credit-confirmation toasts have no close button. */
export function toastHasCloseButton(type: ToastType): boolean {
  return type !== 'credit-confirmation';
}

export function toastIsStacked(content: string): boolean {
  return content.length > TOAST_STACKED_ABOVE_CHARS;
}

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let seq = 0;
let showings = 0;

function emit() {
  listeners.forEach((l) => l());
}

export const toast = {
  show(t: ShowToast): string {
    const id = t.id ?? `toast-${++seq}`;
    const type = t.type ?? 'default';
    const next: Toast = {
      id,
      toastId: `${id}#${++showings}`,
      type,
      icon: t.icon ?? TOAST_ICONS[type],
      isOpen: true,
      content: t.content,
      action: t.action,
    };
    toasts = [...toasts.filter((x) => x.id !== id), next];
    const old = timers.get(id);
    if (old) clearTimeout(old);
    const ms = toastDurationMs(next.type);
    if (ms !== null)
      timers.set(
        id,
        setTimeout(() => toast.dismiss(id), ms),
      );
    emit();
    return id;
  },
  /** Dismissal applies only if an id exists. */
  dismiss(id: string | undefined | null): void {
    if (!id) return;
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    const before = toasts.length;
    toasts = toasts.filter((x) => x.id !== id);
    if (toasts.length !== before) emit();
  },
  list: (): Toast[] => toasts,
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Who renders toasts: the shell registers itself so an embedded remote knows to render its own. */
  hostRegistered: false,
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(toast.subscribe, toast.list, toast.list);
}
