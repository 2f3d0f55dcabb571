import type { ReactNode } from 'react';

import { SectionCard } from '@/components/layout/SectionCard';

/** A card of the dashboard: the portal's section card with the smaller heading, filling its cell of the grid. */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title} headingVariant="h3" sx={{ height: '100%' }}>
      {children}
    </SectionCard>
  );
}
