import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { StudentNotesList } from '../../features/student-notes/components/student-notes-list';

export default function StudentNotesRoute() {
  const { groupId = '', userId = '' } = useParams();
  return (
    <StudentNotesList
      key={`${groupId}/${userId}`}
      groupId={groupId}
      userId={userId}
      title={paths.studentNotes.title}
    />
  );
}
