import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function CreateStudentRoute() {
  return <ComingSoon title={paths.createStudent.title} />;
}
