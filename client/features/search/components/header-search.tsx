import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, styled } from '@mui/material/styles';
import { type FocusEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { searchHref } from './search-href';

/**
 * The field on the brand's blue: white text on white at 15 % over it (5.6:1), the placeholder at 90 % (4.9:1),
 * a white border (its edge, WCAG 1.4.11) and the app bar's white focus ring.
 */
const SearchInput = styled('input')(({ theme }) => ({
  width: '100%',
  minWidth: 0,
  font: 'inherit',
  color: 'inherit',
  backgroundColor: alpha(theme.palette.common.white, 0.15),
  border: `1px solid ${alpha(theme.palette.common.white, 0.7)}`,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(0.75, 1, 0.75, 4.5),
  '&::placeholder': { color: 'inherit', opacity: 0.9 },
  // The browser's clear button is drawn dark; on the blue it has to be light.
  '&::-webkit-search-cancel-button': { filter: 'invert(1)' },
  '&:focus': { outline: '3px solid #ffffff', outlineOffset: 2 },
}));

/** Ctrl+K, or ⌘K on Apple keyboards: the usual way to reach a site's search. */
const isSearchShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The header's search box (signed in): Enter opens /search for the words. From md up it is a field in the
 * bar; on narrower screens a Search button opens it over the bar (Escape or Close search folds it away).
 * Ctrl+K or ⌘K reaches it from anywhere, unless a dialog or the menu drawer holds the page. Small and free
 * of Zod on purpose: it is in every signed-in page's first load, the results are their own screen's chunk.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  /** Below md: whether the field is open over the bar. */
  const [open, setOpen] = useState(false);

  const focusField = () => {
    const input = inputRef.current;
    if (!input) return;
    // Folded away (display: none, so no boxes): open it first, then it can take the focus.
    if (input.getClientRects().length === 0) flushSync(() => setOpen(true));
    input.focus();
    input.select();
  };

  const fold = ({ returnFocus }: { returnFocus: boolean }) => {
    if (!open) return;
    flushSync(() => setOpen(false));
    if (returnFocus) openButtonRef.current?.focus();
  };

  useEffect(() => {
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      // A modal (a dialog, the phone's menu drawer) hides the rest of the page from assistive technology.
      if (inputRef.current?.closest('[aria-hidden="true"], [inert]')) return;
      event.preventDefault();
      focusField();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref({ q: text.trim() }));
    // The results screen has its own field with the words; this one is ready for the next search.
    setText('');
    fold({ returnFocus: true });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    if (text !== '') setText('');
    else fold({ returnFocus: true });
  };

  // Tabbing or clicking away from the open field folds it, so it never hides the bar behind it.
  const handleBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) fold({ returnFocus: false });
  };

  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      // From md up it shares the bar with the title: both give way when a long title meets a narrow bar.
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexShrink: 1,
        width: { md: 220, xl: 280 },
        minWidth: { md: 140 },
      }}
    >
      <IconButton
        ref={openButtonRef}
        color="inherit"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={focusField}
        sx={{ display: { xs: open ? 'none' : 'inline-flex', md: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      <Box
        sx={{
          display: { xs: open ? 'flex' : 'none', md: 'flex' },
          alignItems: 'center',
          gap: 0.5,
          // Below md it covers the bar (the toolbar is its positioned parent); from md up it sits in it.
          position: { xs: 'absolute', md: 'static' },
          inset: { xs: 0, md: 'auto' },
          zIndex: 1,
          px: { xs: 2, md: 0 },
          bgcolor: { xs: 'primary.main', md: 'transparent' },
          width: { md: '100%' },
        }}
      >
        <Box sx={{ position: 'relative', flexGrow: 1, minWidth: 0 }}>
          <SearchIcon
            aria-hidden
            sx={{
              position: 'absolute',
              left: 8,
              top: '50%',
              transform: 'translateY(-50%)',
              pointerEvents: 'none',
            }}
          />
          <SearchInput
            ref={inputRef}
            type="search"
            aria-label="Search"
            aria-keyshortcuts="Control+K Meta+K"
            placeholder="Search…"
            autoComplete="off"
            enterKeyHint="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Box>
        <IconButton
          color="inherit"
          aria-label="Close search"
          onClick={() => fold({ returnFocus: true })}
          sx={{ display: { md: 'none' } }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
