import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { PDF_COLOUR_SCHEMES, PDF_DESIGNS } from '@/contract/resume';

import { colourKeyOf, type PdfDesign } from './pdfChoice';
import { TemplatePreview } from './TemplatePreview';

/**
 * The native radio lies over the whole swatch, transparent (as MUI's own Radio does): a click
 * anywhere on the swatch is a click on the radio, and its box is the swatch's for touch and
 * screen readers.
 */
const overlayInput = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  m: 0,
  p: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
} as const;

interface DesignSwatchesProps {
  colourHex: string;
  design: PdfDesign;
  onChange: (colourHex: string, design: PdfDesign) => void;
}

/**
 * The seven colour schemes with three templates each, as one group of 21 native
 * radio buttons: the browser gives the arrow keys and the single tab stop. Each is drawn as a
 * small page in its colour; the chosen one has a thick frame, a tick and a bold number, so it
 * does not rely on colour, and its name is written out below the legend.
 */
export const DesignSwatches = memo(function DesignSwatches({ colourHex, design, onChange }: DesignSwatchesProps) {
  const { t } = useTranslation('pdfExport');
  const name = useId();
  const chosen = PDF_COLOUR_SCHEMES.find((scheme) => scheme.hex === colourHex) ?? PDF_COLOUR_SCHEMES[0];
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, p: 0 }}>
        {t('design.legend')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('design.chosen', { colour: t(`colour.${colourKeyOf(chosen)}`), number: design })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(196px, 1fr))', gap: 1 }}>
        {PDF_COLOUR_SCHEMES.map((scheme) => {
          const colour = t(`colour.${colourKeyOf(scheme)}`);
          return (
            <Box
              key={scheme.hex}
              sx={{
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: 1,
                px: 1,
                pt: { xs: 1, sm: 0.5 },
                pb: 1,
                // Narrow screens have one scheme per line: the name beside the templates, not above them.
                display: 'grid',
                gridTemplateColumns: { xs: '88px auto', sm: 'auto' },
                alignItems: 'center',
                justifyContent: 'start',
              }}
            >
              <Typography variant="body2" aria-hidden sx={{ mb: { xs: 0, sm: 0.5 }, overflowWrap: 'anywhere' }}>
                {colour}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                {PDF_DESIGNS.map((number) => {
                  const checked = scheme.hex === colourHex && number === design;
                  return (
                    <Box
                      key={number}
                      component="label"
                      sx={{
                        position: 'relative',
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        cursor: 'pointer',
                        '& input:focus-visible + .swatch-frame': {
                          outline: '2px dashed',
                          outlineColor: 'text.primary',
                          outlineOffset: '2px',
                        },
                      }}
                    >
                      <Box
                        component="input"
                        type="radio"
                        name={name}
                        value={`${scheme.hex}-${number}`}
                        checked={checked}
                        onChange={() => onChange(scheme.hex, number)}
                        aria-label={t('design.swatch', { colour, number })}
                        sx={overlayInput}
                      />
                      <Box
                        className="swatch-frame"
                        sx={{
                          p: '3px',
                          borderRadius: 1,
                          border: '3px solid',
                          borderColor: checked ? 'primary.main' : 'transparent',
                          '&:hover': checked ? undefined : { borderColor: 'grey.400' },
                        }}
                      >
                        <TemplatePreview design={number} colour={`#${scheme.hex}`} />
                      </Box>
                      {checked && (
                        <CheckCircle
                          aria-hidden
                          sx={{
                            position: 'absolute',
                            top: -4,
                            right: -4,
                            fontSize: 20,
                            color: 'primary.main',
                            bgcolor: 'background.paper',
                            borderRadius: '50%',
                          }}
                        />
                      )}
                      <Typography
                        aria-hidden
                        variant="caption"
                        sx={{
                          fontWeight: checked ? 700 : 400,
                          textDecoration: checked ? 'underline' : 'none',
                          lineHeight: 1.6,
                        }}
                      >
                        {number}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
