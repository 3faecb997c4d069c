import { paths } from '../../config/paths';
import { VideoConnectionResponse } from '../../features/video-meetings/components/video-connection-response';

/** /zoomIntegrationResponse/:zoomResponse: where the video-meeting provider sends the browser back. */
export default function ZoomIntegrationResponseRoute() {
  return <VideoConnectionResponse doneHref={paths.myAccount.path} />;
}
