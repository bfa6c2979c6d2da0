// The carousel's controls (spec 3 §4.10): play/pause, previous, one dot per slide with the active one
// marked, next, and the position.
import { colors } from '@cle/ui/theme';
import type { Slide } from './carousel-rules';
import {
  carouselControlsBoxCss,
  carouselControlsListCss,
  carouselControlsTextCss,
  controlCss,
  slideDotButtonCss,
} from './carousel-controls.styles';

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
      css={slideDotButtonCss}
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
    <div css={carouselControlsBoxCss}>
      <ControlButton
        label={playing ? 'Pause slideshow' : 'Play slideshow'}
        glyph={playing ? '❚❚' : '▶'}
        onClick={onTogglePlay}
      />
      <ControlButton label="Previous slide" glyph="‹" controls={slidesId} onClick={onPrev} />
      <ol css={carouselControlsListCss}>
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
      <p css={carouselControlsTextCss} aria-hidden="true">
        {index + 1} / {slides.length}
      </p>
    </div>
  );
}
