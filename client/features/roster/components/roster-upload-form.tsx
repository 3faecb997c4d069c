import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useId, useState } from 'react';
import {
  ROSTER_KINDS,
  ROSTER_MAX_BYTES,
  ROSTER_TEMPLATE_KINDS,
  type RosterKind,
  RosterKindLabels,
  RosterMessages,
} from '@shared/schemas/roster';
import { DownloadButton } from '../../../components/download-button';
import { rosterTemplateHref } from '../api/get-roster-template';
import type { RosterUpload } from '../api/preview-roster';

interface RosterUploadFormProps {
  busy: boolean;
  onPreview: (upload: RosterUpload) => void;
}

const isTemplateKind = (kind: RosterKind): kind is (typeof ROSTER_TEMPLATE_KINDS)[number] =>
  (ROSTER_TEMPLATE_KINDS as readonly string[]).includes(kind);

/** What the file holds, its template, the file itself (and a bundle's school), then Preview. */
export function RosterUploadForm({ busy, onPreview }: RosterUploadFormProps) {
  const [kind, setKind] = useState<RosterKind>('staff');
  const [file, setFile] = useState<File | null>(null);
  const [schoolIdentifier, setSchoolIdentifier] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileLabelId = useId();
  const submit = () => {
    if (!file) return setProblem(RosterMessages.fileRequired);
    if (file.size > ROSTER_MAX_BYTES) return setProblem(RosterMessages.tooLarge);
    setProblem(null);
    onPreview({ kind, file, ...(kind === 'oneroster' && schoolIdentifier ? { schoolIdentifier } : {}) });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), submit())} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label="The file holds"
            value={kind}
            onChange={(event) => setKind(event.target.value as RosterKind)}
            sx={{ minWidth: 260 }}
          >
            {ROSTER_KINDS.map((option) => (
              <MenuItem key={option} value={option}>
                {RosterKindLabels[option]}
              </MenuItem>
            ))}
          </TextField>
          {isTemplateKind(kind) && (
            <DownloadButton
              href={rosterTemplateHref(kind)}
              label="Download template"
              accessibleName={`Download template: ${RosterKindLabels[kind]}`}
            />
          )}
        </Stack>
        {kind === 'oneroster' && (
          <TextField
            label="School identifier in orgs.csv (optional)"
            helperText="Left empty, the school is found by its name."
            value={schoolIdentifier}
            onChange={(event) => setSchoolIdentifier(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 256 } }}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            id={fileLabelId}
          >
            Choose file
            <input
              type="file"
              hidden
              aria-labelledby={fileLabelId}
              accept={kind === 'oneroster' ? '.zip,application/zip' : '.csv,text/csv'}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" aria-live="polite">
            {file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : 'No file chosen (at most 10 MB)'}
          </Typography>
        </Stack>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={busy} disabled={busy}>
            Preview
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
