import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { NoteComments } from '../../features/student-notes/components/note-comments';

export default function StudentCommentsRoute() {
  const { groupId = '', noteId = '' } = useParams();
  return <NoteComments key={noteId} groupId={groupId} noteId={noteId} title={paths.studentComments.title} />;
}
