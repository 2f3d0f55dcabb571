import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { SafeHtml } from '@/components/html/SafeHtml';

/** An offer's or a news item's title and its text (server HTML, sanitized). */
export function ItemTitleAndText({ title, html }: { title: string; html: string }) {
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <SafeHtml html={html} profile="message" sx={{ typography: 'body2', '& p': { my: 0.5 } }} />
    </>
  );
}

/** 'More', opening the item's own page in a new tab; `name` says which item it is about. */
export function MoreLink({ href, text, name }: { href: string; text: string; name: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" variant="body2" aria-label={name}>
      {text}
    </Link>
  );
}
