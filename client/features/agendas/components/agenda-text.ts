/** Whether rich text holds anything to read (an emptied editor leaves "<p></p>"). */
export const hasVisibleText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

/** Texts of the agenda screen of our own (the spec's are in AgendaMessages). */
export const AgendaScreenText = {
  deleteMessage: 'This item and its outcome will be removed from the agenda.',
  repostTitle: 'Post this agenda again?',
  repostMessage: 'This agenda has already been posted. Post it again and e-mail everyone again?',
  dragHelp:
    'Drag an item by its handle to reorder, or use the arrow buttons. With a keyboard, focus a handle, ' +
    'press Space, move with the arrow keys and press Space again.',
  noMoveTargets: 'There are no upcoming meetings of this team to move items to.',
} as const;
