/** The norm screen's toasts and empty state (spec section 8), word for word. */
export const NormMessages = {
  reordered: 'Norms have been reordered',
  saved: 'Team Norm has been saved.',
  titleSaved: 'Team Norm Title has been saved.',
  deleted: 'Team Norm has been deleted.',
  empty: 'There are no Team Norms to display.',
} as const;
