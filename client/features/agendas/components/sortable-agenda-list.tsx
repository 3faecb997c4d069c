import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type ScreenReaderInstructions,
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
import { useRef } from 'react';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { AgendaViewItem } from '@shared/schemas/agendas';
import { AgendaItemContent, type AgendaItemActions } from './agenda-item-content';

interface SortableAgendaListProps {
  items: AgendaViewItem[];
  labelledBy: string;
  actions: AgendaItemActions;
  /** Absent when the caller may not reorder: the list is then a plain list. */
  onReorder?: (items: AgendaViewItem[]) => void;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move an agenda item, press Space or Enter to lift it. While it is lifted, use the Up and Down arrow ' +
    'keys to move it, then Space or Enter to drop it in its new place, or Escape to cancel.',
};

/** Rows only move up and down. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const rowSx = {
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
} as const;

/** The agenda's items in order; with onReorder they move by mouse, touch or keyboard drag. */
export function SortableAgendaList({ items, labelledBy, actions, onReorder }: SortableAgendaListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.Id === id) + 1;
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.Id === id)?.Title ?? '';
  // The first "over" event fires at once, over the lifted item itself; announcing it would cut off the
  // "picked up" message before a screen reader has read it.
  const justPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return `Picked up ${titleOf(active.id)}, item ${positionOf(active.id)} of ${items.length}.`;
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (!over || (first && over.id === active.id)) return undefined;
      return `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.`;
    },
    onDragEnd: ({ active, over }) =>
      `${titleOf(active.id)} dropped at position ${positionOf(over?.id ?? active.id)} of ${items.length}.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${titleOf(active.id)} stays at position ${positionOf(active.id)}.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!onReorder || !over || active.id === over.id) return;
    const from = items.findIndex((item) => item.Id === active.id);
    const to = items.findIndex((item) => item.Id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(items, from, to));
  };

  const list = (
    <Box
      component="ol"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {items.map((item, index) =>
        onReorder ? (
          <SortableAgendaRow
            key={item.Id}
            item={item}
            position={index + 1}
            count={items.length}
            actions={actions}
          />
        ) : (
          <Box component="li" key={item.Id} sx={rowSx}>
            <AgendaItemContent item={item} actions={actions} />
          </Box>
        ),
      )}
    </Box>
  );
  if (!onReorder) return list;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={items.map((item) => item.Id)} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
}

interface SortableAgendaRowProps {
  item: AgendaViewItem;
  position: number;
  count: number;
  actions: AgendaItemActions;
}

function SortableAgendaRow({ item, position, count, actions }: SortableAgendaRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.Id });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      data-drag-handle
      aria-label={`Reorder item ${position} of ${count}: ${item.Title}`}
      size="small"
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', mt: -0.5 }}
    >
      <DragIndicatorIcon />
    </IconButton>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-agenda-item-id={item.Id}
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
      <AgendaItemContent item={item} actions={actions} handle={handle} />
    </Box>
  );
}
