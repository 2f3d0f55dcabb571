import type { ReactNode } from 'react';

import { SectionCard } from '@/components/layout/SectionCard';

/**
 * A card of the dashboard: the portal's section card with the smaller heading, filling its cell of the grid;
 * `loading` while its content has not arrived.
 */
export function DashboardCard({
  title,
  loading = false,
  children,
}: {
  title: string;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} headingVariant="h3" loading={loading} sx={{ height: '100%' }}>
      {children}
    </SectionCard>
  );
}
