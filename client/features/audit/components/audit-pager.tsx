import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuditPagerProps {
  page: number;
  /** Older entries follow this page. */
  hasMore: boolean;
  onPageChange: (page: number) => void;
}

/** Newer and older pages of entries; nothing when there is a single page. */
export function AuditPager({ page, hasMore, onPageChange }: AuditPagerProps) {
  if (page === 0 && !hasMore) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
      <Button disabled={page === 0} onClick={() => onPageChange(page - 1)}>
        Newer
      </Button>
      <Typography variant="body2">Page {page + 1}</Typography>
      <Button disabled={!hasMore} onClick={() => onPageChange(page + 1)}>
        Older
      </Button>
    </Stack>
  );
}
