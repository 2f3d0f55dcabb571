import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useFormikContext } from 'formik';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { validationMessage } from '@/lib/validation';

import { errorEntries, fieldLabel, fieldsInPageOrder } from './fieldOf';

interface Problem {
  path: string;
  text: string;
  field: HTMLElement | null;
}

/**
 * What a submit found to fix, at the top of the form (the GOV.UK error summary): each problem with its field's name,
 * as a link that takes the focus to the field; the summary itself takes the focus at each submit that finds one, so
 * it is read out first. It follows the fixes (a problem fixed leaves the list) and goes when none is left. Each
 * field still says its own problem beside it.
 */
export function ErrorSummary() {
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation();
  const { submitCount, errors, isValidating } = useFormikContext<Record<string, unknown>>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const idPrefix = useId();
  const focusedFor = useRef(submitCount);

  // Read from the page after it rendered: the fields' names are what their labels say.
  useLayoutEffect(() => {
    if (submitCount === 0) return;
    const entries = errorEntries(errors);
    const onPage = fieldsInPageOrder(entries.map(([path]) => path));
    const codeOf = new Map(entries);
    const text = (path: string, field: HTMLElement | null) => {
      const message = validationMessage(tCommon, codeOf.get(path) ?? '', path);
      const label = field ? fieldLabel(field) : '';
      return label ? t('errorSummary.item', { field: label, message }) : message;
    };
    // A link needs a target: a date field's first section has no id of its own.
    onPage.forEach(({ field }, index) => {
      if (!field.id) field.id = `${idPrefix}-field-${index}`;
    });
    setProblems([
      ...onPage.map(({ name, field }) => ({ path: name, field, text: text(name, field) })),
      ...entries
        .filter(([path]) => !onPage.some((each) => each.name === path))
        .map(([path]) => ({ path, field: null, text: text(path, null) })),
    ]);
  }, [errors, submitCount, t, tCommon, idPrefix]);

  useEffect(() => {
    if (submitCount === focusedFor.current || isValidating || problems.length === 0) return;
    focusedFor.current = submitCount;
    box.current?.focus();
  }, [submitCount, isValidating, problems]);

  if (submitCount === 0 || problems.length === 0) return null;
  return (
    <Alert
      ref={box}
      severity="error"
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      sx={{ mb: 2, '&:focus-visible, &:focus': { outline: '3px solid', outlineColor: 'error.dark', outlineOffset: 2 } }}
    >
      <AlertTitle id={titleId} component="h3">
        {t('errorSummary.title')}
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {problems.map((problem) => (
          <li key={problem.path}>
            {problem.field ? (
              <Link
                href={`#${problem.field.id}`}
                color="inherit"
                onClick={(event) => {
                  event.preventDefault();
                  problem.field?.focus();
                }}
              >
                {problem.text}
              </Link>
            ) : (
              problem.text
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
