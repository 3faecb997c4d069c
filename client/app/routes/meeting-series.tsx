import Stack from '@mui/material/Stack';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { TemplateSelect } from '../../features/agendas/components/template-select';
import { SeriesScreen } from '../../features/meetings/components/series-screen';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

/** /meetingSeries/{seriesId}: a repeating meeting; ?from= names the occurrence it was opened from. */
export default function MeetingSeriesRoute() {
  const { seriesId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <Stack spacing={3}>
      <PageHeader title={useRouteTitle() ?? ''} back={backTo(paths.meetings.path)} />
      <SeriesScreen
        key={seriesId}
        seriesId={seriesId}
        fromMeetingId={search.get('from')}
        renderTemplateSelect={(props) => <TemplateSelect {...props} />}
      />
    </Stack>
  );
}
