import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function CreateStudentCommentRoute() {
  return <ComingSoon title={paths.createStudentComment.title} />;
}
