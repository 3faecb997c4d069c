import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function StudentNotesRoute() {
  return <ComingSoon title={paths.studentNotes.title} />;
}
