import { Children, useEffect, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../ui-i18n';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import type { Data } from './util';

/**
 * Slides one child at a time (WAI-ARIA carousel): a labelled region of labelled slides, previous
 * and next buttons and one button per slide, all named in the page language. Autoplay stops while
 * the pointer is over it or focus is inside it, for reduced motion, and when the buyer presses
 * the stop button; hidden slides are out of the tab order (inert).
 */
export function Carousel({
  children,
  autoplay,
  autoplaySpeed = 3000,
  'aria-label': label,
  ...rest
}: Data & { children: ReactNode; autoplay?: boolean; autoplaySpeed?: number; 'aria-label'?: string }) {
  ensureLiteStyles();
  const { t } = useUiTranslation();
  const slides = Children.toArray(children);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = Boolean(autoplay) && !stopped && slides.length > 1;
  useEffect(() => {
    if (!rotating || hovered || focused || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), autoplaySpeed);
    return () => clearInterval(timer);
  }, [rotating, hovered, focused, slides.length, autoplaySpeed]);
  const go = (i: number) => setIndex((i + slides.length) % slides.length);
  return (
    <section
      className="ml-carousel"
      aria-roledescription="carousel"
      aria-label={label ?? t('kit.carousel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setFocused(false)}
      {...rest}
    >
      <div className="ml-carousel-track" style={{ transform: `translateX(-${index * 100}%)` }} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((s, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('kit.slide', { n: i + 1, total: slides.length })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {s}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="ml-carousel-controls">
          {autoplay ? (
            <button
              type="button"
              className="ml-carousel-btn"
              aria-label={stopped ? t('kit.play') : t('kit.pause')}
              onClick={() => setStopped((s) => !s)}
            >
              <span aria-hidden>{stopped ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <button type="button" className="ml-carousel-btn" aria-label={t('kit.previousSlide')} onClick={() => go(index - 1)}>
            <span aria-hidden>‹</span>
          </button>
          <div className="ml-dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={t('kit.showSlide', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="ml-carousel-btn" aria-label={t('kit.nextSlide')} onClick={() => go(index + 1)}>
            <span aria-hidden>›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
