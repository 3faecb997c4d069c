import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function CreateStudentNoteRoute() {
  return <ComingSoon title={paths.createStudentNote.title} />;
}
