// The carousel's controls (spec 3 §4.10): play/pause, previous, one dot per slide with the active one
// marked, next, and the position.
import { bareList, colors, focusRing } from '@cle/ui/theme';
import type { Slide } from './carousel-rules';

const controlCss = {
  font: 'inherit',
  fontWeight: 700,
  minWidth: 44,
  minHeight: 44,
  borderRadius: 22,
  border: `2px solid ${colors.ink}`,
  background: colors.paper,
  color: colors.ink,
  cursor: 'pointer',
  padding: '0 14px',
  '&:hover': { background: colors.mist },
  '&:focus-visible': focusRing,
} as const;

/** A round control named by its label; the glyph is decoration. */
function ControlButton({
  label,
  glyph,
  controls,
  onClick,
}: {
  label: string;
  glyph: string;
  controls?: string;
  onClick(): void;
}) {
  return (
    <button type="button" aria-controls={controls} aria-label={label} onClick={onClick} css={controlCss}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

function SlideDot({
  slide,
  position,
  active,
  slidesId,
  onSelect,
}: {
  slide: Slide;
  position: number;
  active: boolean;
  slidesId: string;
  onSelect(): void;
}) {
  return (
    <button
      type="button"
      aria-controls={slidesId}
      aria-current={active ? 'true' : undefined}
      aria-label={`Go to slide ${position}: ${slide.displayName ?? slide.heading ?? ''}`}
      onClick={onSelect}
      css={{
        width: 44,
        height: 44,
        display: 'grid',
        placeItems: 'center',
        background: 'none',
        border: 0,
        cursor: 'pointer',
        '&:focus-visible': focusRing,
      }}
    >
      <span
        aria-hidden="true"
        css={{
          width: active ? 28 : 12,
          height: 12,
          borderRadius: 6,
          background: active ? colors.red : colors.line,
          border: `1px solid ${colors.inkSoft}`,
          transition: 'width .2s',
        }}
      />
    </button>
  );
}

export interface CarouselControlsProps {
  slides: readonly Slide[];
  index: number;
  playing: boolean;
  /** the id of the element that shows the current slide */
  slidesId: string;
  onTogglePlay(): void;
  onPrev(): void;
  onNext(): void;
  onSelect(index: number): void;
}

export function CarouselControls({
  slides,
  index,
  playing,
  slidesId,
  onTogglePlay,
  onPrev,
  onNext,
  onSelect,
}: CarouselControlsProps) {
  return (
    <div
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        marginTop: 12,
        flexWrap: 'wrap',
      }}
    >
      <ControlButton
        label={playing ? 'Pause slideshow' : 'Play slideshow'}
        glyph={playing ? '❚❚' : '▶'}
        onClick={onTogglePlay}
      />
      <ControlButton label="Previous slide" glyph="‹" controls={slidesId} onClick={onPrev} />
      <ol css={{ ...bareList, display: 'flex', gap: 4 }}>
        {slides.map((s, i) => (
          <li key={`${s.code ?? 'slide'}-${i}`}>
            <SlideDot
              slide={s}
              position={i + 1}
              active={i === index}
              slidesId={slidesId}
              onSelect={() => onSelect(i)}
            />
          </li>
        ))}
      </ol>
      <ControlButton label="Next slide" glyph="›" controls={slidesId} onClick={onNext} />
      <p css={{ margin: 0, fontSize: 14, color: colors.inkSoft }} aria-hidden="true">
        {index + 1} / {slides.length}
      </p>
    </div>
  );
}
