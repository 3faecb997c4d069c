import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { AgendaScreen } from '../../features/agendas/components/agenda-screen';
import { useSession } from '../../features/auth/api/get-session';

/** /meetingAgenda/:meetingId (the post confirmation is a view of this screen). */
export default function MeetingAgendaRoute() {
  const { meetingId = '' } = useParams<'meetingId'>();
  const userId = useSession().data?.User.UserId ?? 'unknown';
  return (
    <AgendaScreen key={meetingId} meetingId={meetingId} title={paths.meetingAgenda.title} userId={userId} />
  );
}
