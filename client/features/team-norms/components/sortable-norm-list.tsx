import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TeamNorm } from '@shared/schemas/team-norms';
import { SortableList, type SortableRowControls } from '../../../components/sortable-list';

interface SortableNormListProps {
  norms: TeamNorm[];
  /** Names the list (the norms' title heading). */
  labelledBy: string;
  onReorder: (norms: TeamNorm[]) => void;
  onEdit: (norm: TeamNorm) => void;
  onDelete: (norm: TeamNorm) => void;
}

const preview = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** The norms in order, reorderable by mouse or touch drag, by keyboard drag, and by Move up/down buttons. */
export function SortableNormList({ norms, labelledBy, onReorder, onEdit, onDelete }: SortableNormListProps) {
  return (
    <SortableList
      items={norms}
      getId={(norm) => norm.Id}
      getLabel={(norm) => preview(norm.Norm)}
      noun="norm"
      labelledBy={labelledBy}
      onReorder={onReorder}
      renderRow={(norm, controls) => (
        <NormRow norm={norm} controls={controls} onEdit={onEdit} onDelete={onDelete} />
      )}
    />
  );
}

interface NormRowProps {
  norm: TeamNorm;
  controls: SortableRowControls;
  onEdit: (norm: TeamNorm) => void;
  onDelete: (norm: TeamNorm) => void;
}

function NormRow({ norm, controls, onEdit, onDelete }: NormRowProps) {
  const name = preview(norm.Norm);
  return (
    <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center', gap: 1 }}>
      {controls.handle}
      <Typography aria-hidden sx={{ fontWeight: 700, minWidth: '1.75rem', color: 'text.secondary' }}>
        {controls.position}.
      </Typography>
      <Typography
        data-norm-text
        sx={{
          flex: { xs: '1 1 calc(100% - 96px)', sm: '1 1 auto' },
          minWidth: 0,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {norm.Norm}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}>
        {controls.moveButtons}
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit norm: ${name}`} onClick={() => onEdit(norm)} size="small">
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete norm: ${name}`} onClick={() => onDelete(norm)} size="small">
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
