import { useMemo } from 'react';

import { useFieldLimits } from '@/core/meta/useFieldLimits';

import type { WorkExperienceLengths } from '../schemas/workExperience.schema';

// Constant lists: useFieldLimits recomputes only when the metadata changes.
// industryDescription is a company fact, but the field metadata keeps it with the position (entity workExperience).
const POSITION = ['name', 'description', 'placeOfOccupation', 'reportingTo', 'industryDescription'] as const;
const COMPANY = ['companyName', 'city'] as const;
const GROUP = ['companyGroupName'] as const;
const ROLE = ['name'] as const;
const RELATED = ['name', 'companyName'] as const;
const REFERENCE = ['name', 'position', 'contactDetails', 'comment'] as const;
const MISSION = ['monthsSpent'] as const;

/** The server lengths of every text field of the work-experience dialogs (`GET /manager/fields-meta`). */
export function useWorkExperienceLengths(): WorkExperienceLengths {
  const position = useFieldLimits('workExperience', POSITION);
  const company = useFieldLimits('company', COMPANY);
  const group = useFieldLimits('companyGroup', GROUP);
  const sameRole = useFieldLimits('sameCompanyRoles', ROLE);
  const related = useFieldLimits('relatedCompanyRoles', RELATED);
  const reference = useFieldLimits('reference', REFERENCE);
  const mission = useFieldLimits('missionsAbroad', MISSION);
  return useMemo(
    () => ({
      ...position,
      ...company,
      companyGroupName: group.companyGroupName,
      sameCompanyRoleName: sameRole.name,
      relatedCompanyName: related.companyName,
      relatedCompanyRoleName: related.name,
      referenceName: reference.name,
      referencePosition: reference.position,
      referenceContactDetails: reference.contactDetails,
      referenceComment: reference.comment,
      monthsSpent: mission.monthsSpent,
    }),
    [position, company, group, sameRole, related, reference, mission],
  );
}
