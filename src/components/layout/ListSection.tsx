import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import { LoadFailed } from '@/components/feedback/LoadState';
import { PageLoader } from '@/components/feedback/PageLoader';
import type { RequestState } from '@/core/requestStatus';

import { SectionCard } from './SectionCard';

interface ListSectionProps {
  title: string;
  /** The list's request; undefined before the slice is there. */
  request: RequestState | undefined;
  count: number;
  texts: { empty: string; loadError: string; refreshing: string };
  onRetry: () => void;
  /** The list, given the id of the section's heading that labels it. */
  children: (headingId: string) => ReactNode;
}

/** A tab's list in a section card, with its states: loading, failed (with retry), empty, updating. */
export function ListSection({ title, request, count, texts, onRetry, children }: ListSectionProps) {
  const headingId = useId();
  const status = request?.status ?? 'idle';
  const firstLoad = (status === 'loading' || status === 'idle') && count === 0;

  let content: ReactNode;
  if (status === 'failed') {
    content = <LoadFailed error={request?.error ?? null} message={texts.loadError} onRetry={onRetry} />;
  } else if (firstLoad) {
    content = <PageLoader section />;
  } else if (count === 0) {
    content = <Typography color="textSecondary">{texts.empty}</Typography>;
  } else {
    content = children(headingId);
  }

  return (
    <SectionCard
      title={title}
      headingId={headingId}
      loading={firstLoad}
      busyLabel={status === 'loading' && !firstLoad ? texts.refreshing : null}
    >
      {content}
    </SectionCard>
  );
}
