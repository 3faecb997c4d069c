import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { CommentForm } from '../../features/student-notes/components/comment-form';

export default function CreateStudentCommentRoute() {
  const { groupId = '', noteId = '', commentId = '0' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createStudentComment.title}</Typography>
      <CommentForm key={`${noteId}/${commentId}`} groupId={groupId} noteId={noteId} commentId={commentId} />
    </Stack>
  );
}
