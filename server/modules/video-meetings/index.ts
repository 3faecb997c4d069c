/** What other modules may use of video-meetings; everything else in the folder is its own. */
export { NO_VIDEO_MEETING, removeVideoMeetingOf, syncVideoMeeting } from './sync';
export type { VideoMeetingFields } from './sync';
