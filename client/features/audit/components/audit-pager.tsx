import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_PAGE_SIZE } from '@shared/schemas/audit';

interface AuditPagerProps {
  page: number;
  totalCount: number;
  onPageChange: (page: number) => void;
}

/** Newer and older pages of entries (the server pages by AUDIT_PAGE_SIZE); nothing for a single page. */
export function AuditPager({ page, totalCount, onPageChange }: AuditPagerProps) {
  const pages = Math.ceil(totalCount / AUDIT_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
      <Button disabled={page === 0} onClick={() => onPageChange(page - 1)}>
        Newer
      </Button>
      <Typography variant="body2">
        Page {page + 1} of {pages}
      </Typography>
      <Button disabled={page + 1 >= pages} onClick={() => onPageChange(page + 1)}>
        Older
      </Button>
    </Stack>
  );
}
