import { useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useReducedMotion } from './use-media-query';
import './carousel.css';

export interface CarouselProps<T> {
  items: T[];
  getKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel. */
  label: string;
  intervalMs: number;
  testId?: string;
  className?: string;
}

/**
 * A slide show that autoplays and loops only when it has more than one slide, pauses
 * while hovered or focused (and when the visitor asks for reduced motion), and is fully
 * usable with a keyboard: arrow keys, previous/next buttons, dots, a pause button.
 */
export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  label,
  intervalMs,
  testId = 'carousel',
  className,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = items.length;
  const current = count > 0 ? index % count : 0;
  const multiple = count > 1;
  const autoplay = multiple && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [autoplay, count, intervalMs]);

  if (count === 0) return null;

  const go = (to: number) => setIndex(((to % count) + count) % count);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!multiple) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // Arrow keys reach the section from the focused slide or control inside it (the
    // carousel pattern); the section itself is a labelled region, not a control.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription={t('carousel.roledescription')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
      data-testid={testId}
      data-autoplay={autoplay ? 'on' : 'off'}
      data-index={current}
    >
      <div className="carousel__viewport" aria-live={autoplay ? 'off' : 'polite'}>
        <div
          className="carousel__track"
          style={{ transform: `translate3d(${-current * 100}%, 0, 0)` }}
        >
          {items.map((item, i) => (
            <div
              key={getKey(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { n: i + 1, total: count })}
              aria-hidden={i !== current}
              inert={i !== current}
              data-testid={`${testId}-slide`}
              data-active={i === current ? 'true' : 'false'}
            >
              {renderSlide(item, i)}
            </div>
          ))}
        </div>
      </div>
      {multiple ? (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            onClick={() => go(current - 1)}
            aria-label={t('carousel.previous')}
            data-testid={`${testId}-prev`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            onClick={() => go(current + 1)}
            aria-label={t('carousel.next')}
            data-testid={`${testId}-next`}
          >
            <ChevronRightIcon />
          </button>
          <div className="carousel__controls">
            {!reducedMotion ? (
              <button
                type="button"
                className="carousel__toggle"
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
                data-testid={`${testId}-toggle`}
              >
                <span aria-hidden="true" className={stopped ? 'icon-play' : 'icon-pause'} />
              </button>
            ) : null}
            {items.map((item, i) => (
              <button
                key={getKey(item)}
                type="button"
                className="carousel__dot"
                aria-label={t('carousel.goTo', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                data-testid={`${testId}-dot`}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
