import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { AgendaScreen } from '../../features/agendas/components/agenda-screen';

/** /meetingAgenda/:meetingId (the post confirmation is a view of this screen). */
export default function MeetingAgendaRoute() {
  const { meetingId = '' } = useParams<'meetingId'>();
  return <AgendaScreen key={meetingId} meetingId={meetingId} title={paths.meetingAgenda.title} />;
}
