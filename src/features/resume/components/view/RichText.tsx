import { SafeHtml } from '@/components/html/SafeHtml';

/**
 * A per-language rich text of the CV (p, ul, li, br: docs/decisions/011-server-html.md), sanitized by the one
 * HTML component.
 */
export function RichText({ html }: { html: string }) {
  return (
    <SafeHtml
      html={html}
      profile="richText"
      sx={{
        overflowWrap: 'anywhere',
        '& p': { mt: 0, mb: 1 },
        '& ul': { mt: 0, mb: 1, pl: 3 },
        '& > :last-child': { mb: 0 },
      }}
    />
  );
}
