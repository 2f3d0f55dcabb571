import Typography from '@mui/material/Typography';

import { RichText } from './RichText';

/** A text that may be plain (kept line breaks) or rich (p, ul, li, br). */
export function PlainOrRichText({ text }: { text: string }) {
  if (/<[a-z][^>]*>/i.test(text)) return <RichText html={text} />;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
