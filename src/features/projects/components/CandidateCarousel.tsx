import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { bareList } from '@/components/layout/bareList';

/** The carousel moves in 500 ms; 2 slides from 800 px, 3 from 1200 px (1 below). */
export const CAROUSEL_SPEED_MS = 500;
const GAP_PX = 16;

/** Scrolls `element` to `left` in CAROUSEL_SPEED_MS, eased; at once for people who ask for less motion. */
function scrollSmoothly(element: HTMLElement, left: number) {
  if (
    window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
    typeof window.requestAnimationFrame !== 'function'
  ) {
    element.scrollLeft = left;
    return;
  }
  const from = element.scrollLeft;
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / CAROUSEL_SPEED_MS);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    element.scrollLeft = from + (left - from) * eased;
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

/**
 * The candidates of a project side by side (status 200): swiped on a phone (the
 * list scrolls with snap points), scrolled by keyboard (the list takes the focus; arrow keys),
 * and stepped with buttons that say which candidates they show next.
 */
export function CandidateCarousel({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('projects');
  const list = useRef<HTMLUListElement>(null);
  const items = Children.toArray(children);
  const count = items.length;
  const [view, setView] = useState({ first: 0, perView: 1 });

  const measure = useCallback(() => {
    const element = list.current;
    const item = element?.firstElementChild as HTMLElement | null | undefined;
    if (!element || !item || item.offsetWidth === 0) return;
    const width = item.offsetWidth + GAP_PX;
    setView({
      first: Math.round(element.scrollLeft / width),
      perView: Math.max(1, Math.round((element.clientWidth + GAP_PX) / width)),
    });
  }, []);

  useEffect(() => {
    measure();
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, count]);

  const go = (first: number) => {
    const element = list.current;
    const item = element?.children[first] as HTMLElement | undefined;
    if (!element || !item) return;
    scrollSmoothly(element, item.offsetLeft - (element.firstElementChild as HTMLElement).offsetLeft);
    setView((current) => ({ ...current, first }));
  };

  const last = Math.max(0, count - view.perView);
  const previous = Math.max(0, view.first - view.perView);
  const next = Math.min(last, view.first + view.perView);
  const range = (first: number) => ({ from: first + 1, to: Math.min(count, first + view.perView), count });
  /** "Candidates 3–4 of 6", or "Candidate 3 of 6" when one shows at a time. */
  const words = (key: 'showing' | 'previous' | 'next', first: number) => {
    const values = range(first);
    return values.from === values.to ? t(`carousel.${key}One`, values) : t(`carousel.${key}`, values);
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="body2" color="textSecondary" aria-live="polite">
          {words('showing', Math.min(view.first, last))}
        </Typography>
        {count > view.perView && (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <IconButton
              aria-label={words('previous', previous)}
              disabled={view.first <= 0}
              onClick={() => go(previous)}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label={words('next', next)} disabled={view.first >= last} onClick={() => go(next)}>
              <ChevronRight />
            </IconButton>
          </Box>
        )}
      </Box>
      <Box
        component="ul"
        ref={list}
        aria-label={label}
        tabIndex={0}
        onScroll={measure}
        sx={{
          ...bareList,
          pb: 1,
          display: 'grid',
          gridAutoFlow: 'column',
          gap: `${GAP_PX}px`,
          gridAutoColumns: '100%',
          '@media (min-width: 800px)': { gridAutoColumns: `calc((100% - ${GAP_PX}px) / 2)` },
          '@media (min-width: 1200px)': { gridAutoColumns: `calc((100% - ${2 * GAP_PX}px) / 3)` },
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </Box>
    </Box>
  );
}
