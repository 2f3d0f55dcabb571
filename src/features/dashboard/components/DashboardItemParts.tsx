import Link from '@mui/material/Link';

import { SafeHtml } from '@/components/html/SafeHtml';

import styles from './DashboardItems.module.css';

/** An offer's or a news item's title and its text (server HTML, sanitized). */
export function ItemTitleAndText({ title, html }: { title: string; html: string }) {
  return (
    <>
      <h3 className={styles.title}>{title}</h3>
      <SafeHtml html={html} profile="message" className={styles.text} />
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
