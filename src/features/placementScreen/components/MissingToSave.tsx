import Alert from '@mui/material/Alert';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { validationMessage } from '@/lib/validation';

/**
 * The time entry's save stays disabled while a rule fails (docs/decisions/025-time-entry-rules.md); a
 * disabled button alone does not say why, so the rules that fail are listed here (each is also beside its
 * field once the field was touched).
 */
export function MissingToSave<V>({ validate }: { validate: (values: V) => Record<string, string> }) {
  const { t } = useTranslation('placement');
  const { t: tCommon } = useTranslation();
  const { values } = useFormikContext<V>();
  const errors = Object.entries(validate(values));
  if (errors.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }} role="status">
      {t('entry.toSave')}
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {errors.map(([field, code]) => (
          <li key={field}>{validationMessage(tCommon, code, field)}</li>
        ))}
      </ul>
    </Alert>
  );
}
