import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { EMAIL_TYPE } from '@/contract/account';

import type { AccountFormValues } from '../account.schema';
import { rowSx } from './rowLayout';

/** A list of e-mail addresses with their kind; the first is the primary one and required. */
export function EmailRows({ disabled, maxLength }: { disabled: boolean; maxLength?: number }) {
  const { t } = useTranslation('account');
  const { values } = useFormikContext<AccountFormValues>();
  const typeOptions = Object.values(EMAIL_TYPE).map((type) => ({ value: type, label: t(`emails.types.${type}`) }));
  return (
    <FieldArray name="emails">
      {(helpers) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', fontWeight: 500, mt: 1 }}>
            {t('emails.heading')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('emails.primaryHint')}
          </Typography>
          {values.emails.map((_, index) => {
            const number = index + 1;
            return (
              // Rows have no id of their own; the index is their identity, as in formik's paths.
              <Box key={index} sx={rowSx('minmax(0, 3fr) minmax(0, 2fr) auto')}>
                <FormTextField
                  name={`emails[${index}].email`}
                  label={t('emails.address', { number })}
                  type="email"
                  autoComplete={index === 0 ? 'email' : 'off'}
                  required={index === 0}
                  disabled={disabled}
                  maxLength={maxLength}
                  helperText={
                    index === 0 ? (
                      <Chip
                        component="span"
                        label={t('emails.primary')}
                        size="small"
                        color="primary"
                        variant="outlined"
                      />
                    ) : undefined
                  }
                />
                <FormSelectField
                  name={`emails[${index}].type`}
                  label={t('emails.type', { number })}
                  options={typeOptions}
                  disabled={disabled}
                />
                <Box sx={{ display: 'flex', pt: { sm: 2.5 } }}>
                  {index > 0 && !disabled && (
                    <>
                      <IconButton
                        aria-label={t('emails.makePrimary', { number })}
                        title={t('emails.makePrimary', { number })}
                        onClick={() => helpers.move(index, 0)}
                      >
                        <VerticalAlignTop />
                      </IconButton>
                      <IconButton
                        aria-label={t('emails.remove', { number })}
                        title={t('emails.remove', { number })}
                        onClick={() => helpers.remove(index)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </>
                  )}
                </Box>
              </Box>
            );
          })}
          {!disabled && (
            <Button startIcon={<AddIcon />} onClick={() => helpers.push({ email: '', type: EMAIL_TYPE.PRIVATE })}>
              {t('emails.add')}
            </Button>
          )}
        </Box>
      )}
    </FieldArray>
  );
}
