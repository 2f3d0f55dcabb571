import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';

import { sanitizeHtml, type HtmlProfile } from '@/lib/sanitize';

interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
  profile: HtmlProfile;
}

/**
 * The one place that renders HTML (lint forbids dangerouslySetInnerHTML elsewhere;
 * docs/decisions/011-server-html.md).
 */
export function SafeHtml({ html, profile, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
