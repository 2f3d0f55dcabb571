import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Competence text boxes collapse at 172 px; "show more" only for content taller than 230 px. */
export const COLLAPSED_HEIGHT = 172;
export const SHOW_MORE_ABOVE = 230;

/**
 * A text box that collapses to COLLAPSED_HEIGHT when its content is taller than SHOW_MORE_ABOVE
 * (a text only a little taller than the collapsed height is shown whole: a "show more" for two
 * lines would be silly). The toggle says whether the box is open (`aria-expanded`).
 */
export function CollapsibleText({ children, label }: { children: ReactNode; label: string }) {
  const { t } = useTranslation('resume');
  const contentId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setTall(element.scrollHeight > SHOW_MORE_ABOVE);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The height changes with the width (a phone turned, a window resized).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);

  const collapsed = tall && !open;
  return (
    <div>
      <Box
        ref={ref}
        id={contentId}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          maxHeight: collapsed ? COLLAPSED_HEIGHT : 'none',
          // A fade at the bottom shows that there is more.
          maskImage: collapsed ? 'linear-gradient(to bottom, #000 70%, transparent)' : 'none',
        }}
      >
        {children}
      </Box>
      {tall && (
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={contentId}
          aria-label={`${open ? t('collapse.showLess') : t('collapse.showMore')}: ${label}`}
          onClick={() => setOpen(!open)}
          sx={{ mt: 0.5, ml: -0.5 }}
        >
          {open ? t('collapse.showLess') : t('collapse.showMore')}
        </Button>
      )}
    </div>
  );
}
