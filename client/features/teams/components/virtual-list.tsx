import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

/** Rows rendered beyond the visible ones (spec section 9). */
const OVERSCAN = 5;

interface VirtualListProps<T> {
  items: T[];
  /** Fixed row height in pixels: 50 for users to add, 60 for team members (spec section 9). */
  rowHeight: number;
  getKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /** Names the list for assistive technology. */
  label: string;
  emptyMessage: string;
  maxHeight?: number;
}

/**
 * A list that renders only the rows in view, so a school of 2,000 users stays smooth. It keeps list
 * semantics: role="list" with positioned role="listitem" rows, and aria-setsize/posinset so screen
 * readers know the full length although only some rows exist in the DOM.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  getKey,
  renderRow,
  label,
  emptyMessage,
  maxHeight = 400,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns functions the React Compiler cannot memoise; that is expected here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (index) => getKey(items[index]!),
  });

  if (items.length === 0) {
    return <Typography sx={{ py: 2, px: 1 }}>{emptyMessage}</Typography>;
  }

  return (
    <Box
      ref={scrollRef}
      sx={{
        maxHeight,
        height: Math.min(maxHeight, items.length * rowHeight),
        overflowY: 'auto',
        position: 'relative',
      }}
    >
      <Box
        role="list"
        aria-label={label}
        sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <Box
            key={row.key}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: rowHeight,
              transform: `translateY(${row.start}px)`,
              display: 'flex',
              alignItems: 'center',
              borderBottom: 1,
              borderColor: 'divider',
              px: 1,
            }}
          >
            {renderRow(items[row.index]!)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
