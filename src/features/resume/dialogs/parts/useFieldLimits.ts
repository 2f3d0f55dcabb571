import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectMaxLength } from '@/core/meta/meta.selectors';

/**
 * The server lengths of some fields of one entity of `GET /manager/fields-meta` (part 2 §3):
 * `field` → maxLength, undefined where the metadata names none (logged at debug level, §8).
 * Pass a constant list of fields: the result is recomputed only when the metadata changes.
 */
export function useFieldLimits<F extends string>(entity: string, fields: readonly F[]): Partial<Record<F, number>> {
  const meta = useAppSelector((state) => state.meta);
  return useMemo(() => {
    const limits: Partial<Record<F, number>> = {};
    for (const field of fields) {
      const max = selectMaxLength({ meta }, entity, field);
      if (max !== undefined) limits[field] = max;
    }
    return limits;
  }, [meta, entity, fields]);
}
