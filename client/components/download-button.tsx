import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

interface DownloadButtonProps {
  /** The API's file (a CSV): same-origin, so the session cookie goes with the request. */
  href: string;
  /** The visible words ("Download CSV"). */
  label: string;
  /** Says what the file holds when the words alone do not (several downloads on one screen); starts with `label`. */
  accessibleName?: string;
  sx?: SxProps<Theme>;
}

/** A file from the API saved by the browser: a link styled as a button, like the meeting PDFs. */
export function DownloadButton({ href, label, accessibleName, sx }: DownloadButtonProps) {
  return (
    <Button
      href={href}
      download
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      aria-label={accessibleName}
      sx={sx}
      // It keeps its width beside a title or a field that wraps.
      style={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}
