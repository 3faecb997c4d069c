/** What other modules may use of notifications; everything else in the folder is its own. */
export { noticeGoalCompleted, noticeMinutesFinalised, noticeNoteComment, noticeTaskAssigned } from './notify';
export { NoticeRunner } from './runner';
export { emailRecipientsOf } from './unsubscribe-links';
