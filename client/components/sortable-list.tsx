import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from './visually-hidden';

/** What a row gets to place: its position, and (when the list is sortable) its drag handle and move buttons. */
export interface SortableRowControls {
  position: number;
  handle: ReactNode;
  moveButtons: ReactNode;
}

interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** A short name of an item for its controls and the announcements. */
  getLabel: (item: T) => string;
  /** What an item is called, in lower case: "norm", "agenda item". */
  noun: string;
  /** Names the list (its heading's id). */
  labelledBy: string;
  /** Absent when the caller may not reorder: the same rows, without handles or move buttons. */
  onReorder?: (items: T[]) => void;
  renderRow: (item: T, controls: SortableRowControls) => ReactNode;
}

type MoveControl = 'up' | 'down';

/** Rows only move up and down. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 } as const;
const rowSx = {
  p: 1.25,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
} as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An ordered list the user can rearrange by mouse or touch drag, by keyboard drag (Space, arrows, Space)
 * and by the Move up / Move down buttons of each row. Every move is announced, and the focus stays on
 * the moved row's control.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  noun,
  labelledBy,
  onReorder,
  renderRow,
}: SortableListProps<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  const [liveMessage, setLiveMessage] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; control: MoveControl } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const Noun = capitalised(noun);
  const count = items.length;
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => getId(item) === id) + 1;
  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item === undefined ? '' : getLabel(item);
  };
  // The first "over" event fires at once, over the lifted row itself; announcing it would cut off the
  // "picked up" message before a screen reader has read it.
  const justPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return `Picked up ${noun} ${positionOf(active.id)} of ${count}: ${labelOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (first && over?.id === active.id) return undefined;
      return over
        ? `${Noun} ${labelOf(active.id)} is over position ${positionOf(over.id)} of ${count}.`
        : `${Noun} ${labelOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${Noun} dropped at position ${positionOf(over.id)} of ${count}.`
        : `${Noun} dropped. It stays at position ${positionOf(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. The ${noun} stays at position ${positionOf(active.id)} of ${count}.`,
  };
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  const instructions = {
    draggable:
      `To move ${article} ${noun}, press Space or Enter to lift it. While it is lifted, use the Up and Down ` +
      'arrow keys to move it, then Space or Enter to drop it in its new place, or Escape to cancel. ' +
      'The Move up and Move down buttons do the same one step at a time.',
  };

  // Moving a row can take the focused button out of the page for a moment; put the focus back.
  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const row = listRef.current.querySelector(`[data-sortable-id="${focusAfterMove.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.control}"]`);
    const target =
      wanted && !wanted.disabled ? wanted : row?.querySelector<HTMLElement>('[data-drag-handle]');
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, items]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!onReorder || !over || active.id === over.id) return;
    const from = positionOf(active.id) - 1;
    const to = positionOf(over.id) - 1;
    if (from >= 0 && to >= 0) onReorder(arrayMove([...items], from, to));
  };

  const moveBy = (item: T, step: -1 | 1) => {
    const from = items.indexOf(item);
    const to = from + step;
    if (!onReorder || to < 0 || to >= count) return;
    onReorder(arrayMove([...items], from, to));
    setLiveMessage(`${Noun} moved to position ${to + 1} of ${count}.`);
    setFocusAfterMove({ id: getId(item), control: step < 0 ? 'up' : 'down' });
  };

  if (!onReorder) {
    return (
      <Box component="ol" aria-labelledby={labelledBy} sx={listSx}>
        {items.map((item, index) => (
          <Box component="li" key={getId(item)} sx={rowSx}>
            {renderRow(item, { position: index + 1, handle: null, moveButtons: null })}
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[restrictToVerticalAxis]}
        onDragEnd={handleDragEnd}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
      >
        <SortableContext items={items.map(getId)} strategy={verticalListSortingStrategy}>
          <Box component="ol" ref={listRef} aria-labelledby={labelledBy} sx={listSx}>
            {items.map((item, index) => (
              <SortableRow
                key={getId(item)}
                id={getId(item)}
                label={getLabel(item)}
                noun={noun}
                position={index + 1}
                count={count}
                onMove={(step) => moveBy(item, step)}
                render={(controls) => renderRow(item, controls)}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {liveMessage}
      </Box>
    </>
  );
}

interface SortableRowProps {
  id: string;
  label: string;
  noun: string;
  position: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  render: (controls: SortableRowControls) => ReactNode;
}

function SortableRow({ id, label, noun, position, count, onMove, render }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <Tooltip title="Drag to reorder">
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        data-drag-handle
        aria-label={`Reorder ${noun} ${position} of ${count}: ${label}`}
        size="small"
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
    </Tooltip>
  );
  const moveButton = (control: MoveControl) => (
    <Tooltip title={control === 'up' ? 'Move up' : 'Move down'}>
      <span>
        <IconButton
          data-move={control}
          aria-label={`${control === 'up' ? 'Move up' : 'Move down'}: ${label}`}
          disabled={control === 'up' ? position === 1 : position === count}
          onClick={() => onMove(control === 'up' ? -1 : 1)}
          size="small"
        >
          {control === 'up' ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-sortable-id={id}
      sx={{
        ...rowSx,
        borderColor: isDragging ? 'primary.main' : 'divider',
        boxShadow: isDragging ? 4 : 0,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      {render({
        position,
        handle,
        moveButtons: (
          <>
            {moveButton('up')}
            {moveButton('down')}
          </>
        ),
      })}
    </Box>
  );
}
