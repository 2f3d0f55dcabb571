import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  width?: number;
}

/** The card every access page stands in; its heading takes the focus when the page opens. */
export function AuthCard({ title, children, width = 480 }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Paper variant="outlined" sx={{ maxWidth: width, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <Typography ref={heading} component="h1" variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
