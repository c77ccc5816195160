import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { theme } from 'antd';
import { useDisplayMode } from '../../../lib/display-mode';

export const autoplayMs = 5000;

/**
 * A dot's touch target, the least a finger needs (WCAG 2.5.8; 48 px in 关怀模式); a caption
 * must stay above it.
 */
export const dotTargetOf = (isCare: boolean) => (isCare ? 48 : 24);

/**
 * A carousel made of a scroll-snap row: a swipe or the dots move it, a timer turns it every
 * five seconds. The timer rests while the pointer or the keyboard is on it, and never runs
 * for a visitor who asked for reduced motion or in 关怀模式. (antd's Carousel brings
 * react-slick, ~30 kB.)
 */
export function SlideTrack({ count, children }: { count: number; children: ReactNode }) {
  const { token } = theme.useToken();
  const { care, reducedMotion } = useDisplayMode();
  const isStill = care || reducedMotion;
  const dotTargetPx = dotTargetOf(care);
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const isMoving = count > 1;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track) return;
      track.scrollTo({
        left: index * track.clientWidth,
        behavior: isStill ? 'auto' : 'smooth',
      });
    },
    [isStill],
  );

  useEffect(() => {
    if (!isMoving || isPaused || isStill) return;
    const timer = window.setTimeout(() => goTo((current + 1) % count), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [current, count, goTo, isMoving, isPaused, isStill]);

  const onScroll = () => {
    const track = trackRef.current;
    if (track && track.clientWidth > 0)
      setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <div
      style={{ position: 'relative' }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={trackRef}
        onScroll={onScroll}
        style={{
          display: 'flex',
          overflowX: isMoving ? 'auto' : 'hidden',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          borderRadius: token.borderRadiusLG,
        }}
      >
        {Children.map(children, (child, i) => (
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            style={{ flex: '0 0 100%', scrollSnapAlign: 'start', minWidth: 0 }}
          >
            {child}
          </div>
        ))}
      </div>
      {isMoving && (
        <div
          style={{
            position: 'absolute',
            insetInline: 0,
            bottom: token.marginSM,
            display: 'flex',
            justifyContent: 'center',
            gap: token.marginXXS,
          }}
        >
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`第 ${i + 1} 张`}
              aria-current={i === current}
              onClick={() => goTo(i)}
              style={{
                // A 4px bar (24 wide for the current slide, 16 for the others) inside the target.
                width: dotTargetPx,
                height: dotTargetPx,
                padding: `${(dotTargetPx - 4) / 2}px ${i === current ? 0 : 4}px`,
                backgroundClip: 'content-box',
                border: 0,
                borderRadius: 1,
                cursor: 'pointer',
                // Not the `background` shorthand: it would reset the clip above and paint
                // the whole 24×24 target as a square over the picture's caption.
                backgroundColor: token.colorBgContainer,
                opacity: i === current ? 1 : 0.3,
                transition: `all ${token.motionDurationSlow}`,
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
