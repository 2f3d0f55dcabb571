import { useMemo } from 'react';
import { useSelector } from 'react-redux';

import { selectMaxLength } from './meta.selectors';

type MetaRoot = Parameters<typeof selectMaxLength>[0];

/**
 * The one way a form reads field lengths of `GET /manager/fields-meta`: for one
 * entity, `field` → maxLength, undefined where the metadata names none (logged at debug
 * level). Pass a constant list of fields: the result is recomputed only when the metadata changes.
 */
export function useFieldLimits<F extends string>(entity: string, fields: readonly F[]): Partial<Record<F, number>> {
  const meta = useSelector((state: MetaRoot) => state.meta);
  return useMemo(() => {
    const limits: Partial<Record<F, number>> = {};
    for (const field of fields) {
      const max = selectMaxLength({ meta }, entity, field);
      if (max !== undefined) limits[field] = max;
    }
    return limits;
  }, [meta, entity, fields]);
}
