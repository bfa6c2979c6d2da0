const layer = { position: 'absolute', inset: 0 } as const;

export const pictureCss = { ...layer, display: 'block', zIndex: 0 } as const;

export const slideImgCss = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

/** Dark enough for the slide's white text at AA over any part of the picture. */
export const shadeCss = { ...layer, zIndex: 0, background: 'rgba(20, 20, 24, 0.68)' } as const;

export const captionCss = {
  position: 'absolute',
  right: 16,
  bottom: 12,
  zIndex: 1,
  margin: 0,
  maxWidth: '60%',
  fontSize: 13,
  textAlign: 'right',
} as const;

export const logoMarkCss = (color: 'white' | 'black') =>
  ({
    position: 'absolute',
    top: 12,
    right: 16,
    zIndex: 1,
    fontSize: 20,
    fontWeight: 800,
    letterSpacing: 1,
    padding: '2px 8px',
    borderRadius: 4,
    color: color === 'white' ? '#ffffff' : '#1d1d1f',
    // a black mark would vanish in the shade: it sits on a light chip of its own
    background: color === 'white' ? 'transparent' : 'rgba(255, 255, 255, 0.9)',
  }) as const;
