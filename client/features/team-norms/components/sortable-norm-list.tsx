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
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { TeamNorm } from '@shared/schemas/team-norms';
import { visuallyHidden } from '../../../components/visually-hidden';

interface SortableNormListProps {
  norms: TeamNorm[];
  /** Names the list (the norms' title heading). */
  labelledBy: string;
  onReorder: (norms: TeamNorm[]) => void;
  onEdit: (norm: TeamNorm) => void;
  onDelete: (norm: TeamNorm) => void;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a norm, press Space or Enter to lift it. While it is lifted, use the Up and Down arrow keys ' +
    'to move it, then Space or Enter to drop it in its new place, or Escape to cancel. ' +
    'The Move up and Move down buttons do the same one step at a time.',
};

/** Rows only move up and down. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const preview = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** The norms in order, reorderable by mouse or touch drag, by keyboard drag, and by Move up/down buttons. */
export function SortableNormList({ norms, labelledBy, onReorder, onEdit, onDelete }: SortableNormListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [liveMessage, setLiveMessage] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; control: 'up' | 'down' } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const positionOf = (id: UniqueIdentifier) => norms.findIndex((norm) => norm.Id === id) + 1;
  const textOf = (id: UniqueIdentifier) => preview(norms.find((norm) => norm.Id === id)?.Norm ?? '');
  // The first "over" event fires at once, over the lifted norm itself; announcing it would cut off the
  // "picked up" message before a screen reader has read it.
  const justPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return `Picked up norm ${positionOf(active.id)} of ${norms.length}: ${textOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (first && over?.id === active.id) return undefined;
      return over
        ? `Norm ${textOf(active.id)} is over position ${positionOf(over.id)} of ${norms.length}.`
        : `Norm ${textOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Norm dropped at position ${positionOf(over.id)} of ${norms.length}.`
        : `Norm dropped. It stays at position ${positionOf(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. The norm stays at position ${positionOf(active.id)} of ${norms.length}.`,
  };

  // Moving a row can take the focused button out of the page for a moment; put the focus back.
  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const row = listRef.current.querySelector(`[data-norm-id="${focusAfterMove.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.control}"]`);
    const target =
      wanted && !wanted.disabled ? wanted : row?.querySelector<HTMLElement>('[data-drag-handle]');
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, norms]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = norms.findIndex((norm) => norm.Id === active.id);
    const to = norms.findIndex((norm) => norm.Id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(norms, from, to));
  };

  const moveBy = (norm: TeamNorm, step: -1 | 1) => {
    const from = norms.indexOf(norm);
    const to = from + step;
    if (to < 0 || to >= norms.length) return;
    onReorder(arrayMove(norms, from, to));
    setLiveMessage(`Norm moved to position ${to + 1} of ${norms.length}.`);
    setFocusAfterMove({ id: norm.Id, control: step < 0 ? 'up' : 'down' });
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[restrictToVerticalAxis]}
        onDragEnd={handleDragEnd}
        accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
      >
        <SortableContext items={norms.map((norm) => norm.Id)} strategy={verticalListSortingStrategy}>
          <Box
            component="ol"
            ref={listRef}
            aria-labelledby={labelledBy}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {norms.map((norm, index) => (
              <SortableNorm
                key={norm.Id}
                norm={norm}
                position={index + 1}
                count={norms.length}
                onMoveUp={() => moveBy(norm, -1)}
                onMoveDown={() => moveBy(norm, 1)}
                onEdit={() => onEdit(norm)}
                onDelete={() => onDelete(norm)}
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

interface SortableNormProps {
  norm: TeamNorm;
  position: number;
  count: number;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function SortableNorm({ norm, position, count, onMoveUp, onMoveDown, onEdit, onDelete }: SortableNormProps) {
  const textId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: norm.Id });
  const name = preview(norm.Norm);

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-norm-id={norm.Id}
      aria-describedby={textId}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        gap: 1,
        p: 1,
        pr: 1.5,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: isDragging ? 4 : 0,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <Tooltip title="Drag to reorder">
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          data-drag-handle
          aria-label={`Reorder norm ${position} of ${count}: ${name}`}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
      </Tooltip>
      <Typography aria-hidden sx={{ fontWeight: 700, minWidth: '1.75rem', color: 'text.secondary' }}>
        {position}.
      </Typography>
      <Typography
        id={textId}
        sx={{
          flex: { xs: '1 1 calc(100% - 96px)', sm: '1 1 auto' },
          minWidth: 0,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {norm.Norm}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 0.5,
          flexShrink: 0,
          ml: { xs: 'auto', sm: 0 },
        }}
      >
        <Tooltip title="Move up">
          <span>
            <IconButton
              data-move="up"
              aria-label={`Move up: ${name}`}
              disabled={position === 1}
              onClick={onMoveUp}
              size="small"
            >
              <KeyboardArrowUpIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton
              data-move="down"
              aria-label={`Move down: ${name}`}
              disabled={position === count}
              onClick={onMoveDown}
              size="small"
            >
              <KeyboardArrowDownIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit norm: ${name}`} onClick={onEdit} size="small">
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete norm: ${name}`} onClick={onDelete} size="small">
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
