// The credit modal's fields, errors and layout.
import { colors, focusRing, linkButtonCss } from '@cle/ui/theme';

export const label = { display: 'block', fontWeight: 600, margin: '14px 0 4px' } as const;
export const input = {
  font: 'inherit',
  width: '100%',
  padding: '8px 10px',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  boxSizing: 'border-box',
  '&:focus-visible': focusRing,
  '&[aria-invalid="true"]': { borderColor: colors.red },
  '&:disabled': { background: colors.mist },
} as const;
export const errorText = { color: colors.red, margin: '4px 0 0', fontSize: 14 } as const;
export const serverError = { ...errorText, marginTop: 16 } as const;
export const panel = { padding: 24, overflowY: 'auto', height: '100%', boxSizing: 'border-box' } as const;
export const title = { marginTop: 0 } as const;
export const titleRow = { display: 'flex', justifyContent: 'space-between', alignItems: 'start' } as const;
export const closeButton = { padding: 0 } as const;
export const buttonRow = { display: 'flex', gap: 12 } as const;
export const note = { margin: '4px 0 0', fontSize: 13, color: colors.inkSoft } as const;
export const fieldset = { border: 0, padding: 0, margin: '14px 0 0' } as const;
export const legend = { fontWeight: 600 } as const;
export const radioLabel = { marginRight: 16 } as const;
export const disabledHint = { margin: '4px 0', color: colors.inkSoft } as const;
export const creditRow = { display: 'grid', gridTemplateColumns: '1fr 90px', gap: 8, marginTop: 8 } as const;
export const fullRow = { gridColumn: '1 / -1' } as const;
export const addRow = { ...linkButtonCss, marginTop: 8 } as const;
export const fileBlock = { marginTop: 16 } as const;
export const fileLine = { display: 'flex', gap: 12, alignItems: 'center', margin: '4px 0' } as const;
export const deleteProgress = { flex: 1 } as const;
export const uploadBlock = { marginTop: 8 } as const;
export const uploadProgress = { display: 'block', width: '100%' } as const;
export const actions = { display: 'flex', gap: 12, marginTop: 24, flexWrap: 'wrap' } as const;
export const deleteLink = { ...linkButtonCss, marginTop: 20 } as const;
