import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

import { PdfDropzone } from '@/components/upload/PdfDropzone';

/**
 * The month's expenses, where they are asked for (the invoice, a mandate's report): a PDF of them or
 * 'no expenses', one or the other. Choosing a file unticks 'no expenses'; the tick locks the file.
 */
export function ExpensesQuestion({
  id,
  fileLabel,
  noneLabel,
  file,
  none,
  onFileChange,
  onNoneChange,
  disabled,
}: {
  id: string;
  fileLabel: string;
  noneLabel: string;
  file: File | null;
  none: boolean;
  onFileChange: (file: File | null) => void;
  onNoneChange: (none: boolean) => void;
  disabled: boolean;
}) {
  return (
    <>
      <PdfDropzone
        id={id}
        label={fileLabel}
        file={file}
        onFileChange={(chosen) => {
          onFileChange(chosen);
          if (chosen) onNoneChange(false);
        }}
        disabled={disabled || none}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={none}
            onChange={(event) => onNoneChange(event.target.checked)}
            disabled={disabled || file !== null}
          />
        }
        label={noneLabel}
      />
    </>
  );
}
