import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { href, paths } from '../../config/paths';
import { CommentForm } from '../../features/student-notes/components/comment-form';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

export default function CreateStudentCommentRoute() {
  const { groupId = '', noteId = '', commentId = '0' } = useParams();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={useRouteTitle() ?? ''}
        back={backTo(href(paths.studentComments, { groupId, noteId }))}
      />
      <CommentForm key={`${noteId}/${commentId}`} groupId={groupId} noteId={noteId} commentId={commentId} />
    </Stack>
  );
}
