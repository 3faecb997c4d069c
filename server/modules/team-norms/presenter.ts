import type { TeamNorm, TeamWithNorms } from '@shared/schemas/team-norms';
import type { NormRow } from './repository';

export const presentNorm = (row: NormRow): TeamNorm => ({
  Id: row.id,
  TeamId: row.teamId,
  Norm: row.norm,
  DisplayOrder: row.displayOrder,
  Version: row.version,
});

export const presentTeamWithNorms = (
  team: { id: string; name: string; normsTitle: string; version: number },
  norms: NormRow[],
  allowedToEdit: boolean,
): TeamWithNorms => ({
  TeamId: team.id,
  TeamName: team.name,
  TeamNormsTitle: team.normsTitle,
  Version: team.version,
  Norms: norms.map(presentNorm),
  AllowedToEdit: allowedToEdit,
});
