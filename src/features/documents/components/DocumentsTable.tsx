import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

import { bareList } from '@/components/layout/bareList';
import { visuallyHidden } from '@/components/layout/visuallyHidden';
import type { Lang } from '@/contract/common';
import type { ManagerDocument } from '@/contract/documents';
import { labelOf } from '@/core/meta/meta.selectors';
import { useLabelList } from '@/core/meta/useLabelList';
import { formatDay } from '@/lib/dateFormat';

interface DocumentsTableProps {
  documents: ManagerDocument[];
  lang: Lang;
  onDownload: (document: ManagerDocument) => void;
}

/**
 * The existing documents: a table from 600 px; below, a list of cards, so that a phone never
 * scrolls sideways and hides nothing.
 */
export function DocumentsTable({ documents, lang, onDownload }: DocumentsTableProps) {
  const { t } = useTranslation('documents');
  const categories = useLabelList('documentSubcategories');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const rows = documents.map((document) => ({
    document,
    // A category the labels do not name is kept and said to be unknown, with its code.
    category:
      labelOf(categories, String(document.subcategoryId)) ||
      t('list.unknownCategory', { code: document.subcategoryId }),
    date: formatDay(document.activeDate, lang),
  }));

  const downloadButton = (document: ManagerDocument) => (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => onDownload(document)}
      aria-label={t('list.downloadFile', { name: document.documentName })}
    >
      {t('list.download')}
    </Button>
  );

  if (!wide) {
    return (
      <Stack component="ul" spacing={1.5} aria-label={t('list.heading')} sx={{ ...bareList }}>
        {rows.map(({ document, category, date }) => (
          <Box component="li" key={document.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{document.documentName}</Typography>
            <Typography variant="body2" color="textSecondary">
              {category} · {date}
            </Typography>
            <Box sx={{ mt: 0.5, ml: -0.5 }}>{downloadButton(document)}</Box>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Table size="small" aria-label={t('list.heading')} sx={{ tableLayout: 'auto' }}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('list.category')}</TableCell>
          <TableCell scope="col">{t('list.fileName')}</TableCell>
          <TableCell scope="col" sx={{ whiteSpace: 'nowrap' }}>
            {t('list.date')}
          </TableCell>
          <TableCell scope="col" align="right">
            <Box component="span" sx={visuallyHidden}>
              {t('list.actions')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ document, category, date }) => (
          <TableRow key={document.id} hover>
            <TableCell>{category}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{document.documentName}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
            <TableCell align="right">{downloadButton(document)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
