import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import type { DialogOpenState } from '@/components/dialog/dialogRoute';
import type { Lang } from '@/contract/common';
import type { LabelOf } from '@/core/meta/useLabelOf';

import { dialogHref, type ResumeDialogName } from '../resumeDialogPaths';
import { PositionDetails } from './PositionDetails';
import type { CvFormat } from './useCvFormat';
import type { PositionEntry } from './workExperienceGroups';

/** What the rows of the work-experience list share (made once per list). */
export interface RowTools {
  lang: Lang;
  editBase?: string;
  format: CvFormat;
  contractType: LabelOf;
  industry: LabelOf;
  country: LabelOf;
  untitled: string;
  unnamedCompany: string;
  edit: string;
  editPosition: (name: string) => string;
  showDetails: string;
  hideDetails: string;
  detailsLabel: (name: string, open: boolean) => string;
  current: string;
  group: string;
  editGroup: (name: string) => string;
  editCompanyShort: string;
  editCompany: (name: string) => string;
  addPositionShort: string;
  addPositionAt: (name: string) => string;
}

const FROM_BASE: DialogOpenState = { fromBase: true };
const ROW_LINK = 'cv-action';

/**
 * A link of a row to its dialog: a plain anchor styled by the list (WorkExperienceSection's
 * `ROW_STYLES`) and followed by the list's one click handler (`RowLinkArea`), so that 60
 * rows cost neither per-row style work nor a router link each. Nothing without an edit base.
 */
export function RowLink({
  tools,
  dialog,
  id,
  label,
  children,
}: {
  tools: RowTools;
  dialog: ResumeDialogName;
  id?: string;
  label: string;
  children: ReactNode;
}) {
  if (!tools.editBase) return null;
  return (
    <a href={dialogHref(tools.editBase, dialog, id)} aria-label={label} className={ROW_LINK}>
      {children}
    </a>
  );
}

/**
 * Holds a list of RowLinks and follows them: a plain left click opens the dialog in the app, as
 * a router link would; a click with a modifier (new tab or window) is left to the browser. It
 * alone follows the location (useNavigate does), so a dialog opening does not render the list again.
 */
export function RowLinkArea({ sx, children }: { sx: SxProps<Theme>; children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest(`a.${ROW_LINK}`) : null;
    const href = link?.getAttribute('href');
    if (!href || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    void navigate(href, { state: FROM_BASE });
  };
  return (
    <Box sx={sx} onClick={onClick}>
      {children}
    </Box>
  );
}

/** A row of the list: what it is on the left, its buttons and RowLinks on the right (styled by `ROW_STYLES`). */
export function CvRow({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return (
    <div className="cv-row">
      <div className="cv-row-main">{children}</div>
      <div className="cv-actions">{actions}</div>
    </div>
  );
}

/**
 * One position: title, contract type, period and duration, with its details (description,
 * responsibilities, roles, missions abroad, reference) rendered only while opened. A plain
 * button with `aria-expanded`, no accordion, plain elements styled by the list: the row stays
 * light for long CVs (60 positions under 100 ms).
 */
export const PositionItem = memo(function PositionItem({
  entry,
  level,
  tools,
}: {
  entry: PositionEntry;
  level: 4 | 5;
  tools: RowTools;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { position, months } = entry;
  const title = position.name?.[tools.lang]?.trim() || tools.untitled;
  const Heading = level === 4 ? 'h4' : 'h5';
  const meta = [
    tools.contractType(position.contractType),
    tools.format.period(position.dateFrom, position.dateTo, position.isActualEngagement),
    tools.format.duration(months),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="cv-position">
      <CvRow
        actions={
          <>
            <button
              type="button"
              className="cv-action"
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              aria-label={tools.detailsLabel(title, open)}
              onClick={() => setOpen(!open)}
            >
              {open ? tools.hideDetails : tools.showDetails}
            </button>
            <RowLink tools={tools} dialog="workExperience" id={position.id} label={tools.editPosition(title)}>
              {tools.edit}
            </RowLink>
          </>
        }
      >
        <Heading className="cv-position-title">
          {title}
          {position.isActualEngagement && <span className="cv-current">{tools.current}</span>}
        </Heading>
        <p className="cv-meta">{meta}</p>
      </CvRow>
      {open && (
        <div id={detailsId} className="cv-details">
          <PositionDetails position={position} level={level} />
        </div>
      )}
    </li>
  );
});
