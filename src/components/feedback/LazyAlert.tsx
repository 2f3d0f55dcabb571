import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * MUI's Alert for messages that appear only after something happened (a failed sign-in,
 * an ended session): its code loads with the first message, not with the page. Until it
 * has loaded, the text shows plain, so nothing is lost.
 */
export function LazyAlert({ children, role, sx, ...props }: AlertProps) {
  return (
    <Suspense
      fallback={
        <div role={role} style={{ padding: '6px 16px' }}>
          {children}
        </div>
      }
    >
      <Alert role={role} sx={sx} {...props}>
        {children}
      </Alert>
    </Suspense>
  );
}
