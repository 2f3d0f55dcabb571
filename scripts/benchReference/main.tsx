/**
 * The benchmark's reference (scripts/bench.mjs): what plain MUI does on this machine in this run, with none of the
 * portal's code. A list of a given length (primary and secondary text, a link, a chip) appears on a click, and a
 * dialog with a title, three fields and two buttons opens on another; bench.mjs times both as it times the portal's
 * screens and sets the portal's budgets as ratios to them.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The lengths bench.mjs asks for: the CV's positions, the opportunities, a month's days. */
const LENGTHS = [60, 40, 31];

function Reference() {
  const [length, setLength] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <main>
      <Stack direction="row" spacing={1}>
        {LENGTHS.map((count) => (
          <Button key={count} id={`list-${count}`} onClick={() => setLength(count)}>
            List of {count}
          </Button>
        ))}
        <Button id="clear" onClick={() => setLength(0)}>
          Clear
        </Button>
        <Button id="dialog" onClick={() => setDialogOpen(true)}>
          Dialog
        </Button>
      </Stack>
      {length > 0 && (
        <List>
          {Array.from({ length }, (_, index) => (
            <ListItem key={index} divider>
              <ListItemText
                primary={
                  <Typography component="h3" variant="subtitle1">
                    <Link href={`#item-${index}`}>Item {index + 1}</Link>
                  </Typography>
                }
                secondary={`Secondary text of item ${index + 1}, a line as long as a row's details`}
              />
              <Chip label={index % 2 ? 'Open' : 'Done'} size="small" />
            </ListItem>
          ))}
        </List>
      )}
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>Reference dialog</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="First field" />
            <TextField label="Second field" />
            <TextField label="Third field" multiline minRows={4} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => setDialogOpen(false)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Reference />);
