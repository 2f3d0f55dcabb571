import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo } from 'react';

import type { PdfDesign } from './pdfChoice';

const PAGE_WIDTH = 46;
const PAGE_HEIGHT = 62;
/** Lines of text drawn on the little page, as fractions of the width available. */
const LINES = [0.9, 0.75, 0.85, 0.6, 0.8];

/**
 * A template of the CV PDF drawn in CSS, in the scheme's colour (decorative; the radio around
 * it carries the name). The coloured parts have a thin dark edge, so the white scheme shows too.
 * 1: a coloured header band; 2: a coloured side column; 3: a coloured title rule and markers.
 */
export const TemplatePreview = memo(function TemplatePreview({
  design,
  colour,
}: {
  design: PdfDesign;
  colour: string;
}) {
  const fill: SxProps<Theme> = { bgcolor: colour, boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.28)' };
  return (
    <Box
      aria-hidden
      sx={{
        width: PAGE_WIDTH,
        height: PAGE_HEIGHT,
        bgcolor: '#fff',
        border: '1px solid',
        borderColor: 'grey.400',
        borderRadius: '2px',
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: design === 2 ? 'row' : 'column',
      }}
    >
      {design === 1 && <Box sx={{ ...fill, height: 14, flexShrink: 0 }} />}
      {design === 2 && <Box sx={{ ...fill, width: 13, flexShrink: 0 }} />}
      <Box sx={{ flex: 1, p: '5px', display: 'flex', flexDirection: 'column', gap: '4px' }}>
        {design === 3 && (
          <>
            <Box sx={{ height: 4, width: '70%', bgcolor: 'grey.700' }} />
            <Box sx={{ ...fill, height: 3, width: '100%' }} />
          </>
        )}
        {LINES.slice(0, design === 3 ? 4 : LINES.length).map((width, index) => (
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: '3px' }}>
            {design === 3 && <Box sx={{ ...fill, width: 4, height: 4, flexShrink: 0 }} />}
            <Box sx={{ height: 2, width: `${width * 100}%`, bgcolor: 'grey.400' }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
});
