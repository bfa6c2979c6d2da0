// Renders the toast bus. The shell mounts one; a remote mounted alone (embed, standalone) mounts
// its own when no shell has registered.
import { useEffect } from 'react';
import { toast, toastHasCloseButton, toastIsStacked, useToasts } from '@cle/contracts/toast';
import type { Toast } from '@cle/contracts/toast';
import { CloseButton } from './close-button';
import { Icon } from './icon';
import { bareList, colors, focusRing } from './theme';

const ACCENT: Record<Toast['type'], string> = {
  default: colors.charcoal,
  alert: colors.red,
  confirmation: colors.success,
  'credit-confirmation': colors.success,
  'microform-timeout': colors.warning,
};

function ToastItem({ item }: { item: Toast }) {
  const stacked = toastIsStacked(item.content);
  return (
    <li
      role={item.type === 'alert' ? 'alert' : 'status'}
      css={{
        background: colors.paper,
        borderLeft: `6px solid ${ACCENT[item.type]}`,
        boxShadow: '0 4px 16px rgba(0,0,0,.18)',
        borderRadius: 6,
        padding: '12px 16px',
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        alignItems: stacked ? 'flex-start' : 'center',
        gap: 12,
        maxWidth: 480,
      }}
      data-toast-type={item.type}
      data-open={item.isOpen}
    >
      <span css={{ color: ACCENT[item.type], display: 'flex' }}>
        <Icon name={item.icon} />
      </span>
      <span css={{ flex: 1 }}>{item.content}</span>
      <span css={{ display: 'flex', gap: 8 }}>
        {item.action ? (
          <button
            type="button"
            onClick={() => {
              item.action?.onClick();
              toast.dismiss(item.id);
            }}
            css={{
              font: 'inherit',
              fontWeight: 700,
              color: colors.red,
              background: 'none',
              border: 0,
              cursor: 'pointer',
              '&:focus-visible': focusRing,
            }}
          >
            {item.action.label}
          </button>
        ) : null}
        {toastHasCloseButton(item.type) ? (
          <CloseButton aria-label="Close notification" size={18} onClick={() => toast.dismiss(item.id)} />
        ) : null}
      </span>
    </li>
  );
}

export function ToastHost({ owner = false }: { owner?: boolean }) {
  const items = useToasts();
  useEffect(() => {
    if (!owner) return;
    toast.hostRegistered = true;
    return () => {
      toast.hostRegistered = false;
    };
  }, [owner]);
  return (
    <ol
      aria-label="Notifications"
      css={{
        position: 'fixed',
        bottom: 16,
        right: 16,
        zIndex: 300,
        ...bareList,
        display: 'grid',
        gap: 8,
      }}
    >
      {items.map((t) => (
        // a new showing (same id, new toastId) is a new element, so it is announced again
        <ToastItem key={t.toastId} item={t} />
      ))}
    </ol>
  );
}
