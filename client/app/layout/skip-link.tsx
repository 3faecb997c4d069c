import type { MouseEvent } from 'react';
import { styled } from '@mui/material/styles';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.primary.main,
  fontWeight: 600,
  boxShadow: theme.shadows[4],
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** The first stop for keyboard users: straight past the header and menu to the screen's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Move focus without touching the URL's hash, which belongs to the router.
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };
  return (
    <Link href={`#${targetId}`} onClick={handleClick}>
      Skip to main content
    </Link>
  );
}
