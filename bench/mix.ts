import { UserType } from '@shared/constants';
import { RARE_WORD } from './dataset/generate';
import type { Caller, Slot } from './lib/slots';

/** One HTTP request of the benchmark, relative to /api/v1; sent as the slot's team lead unless `as` says. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  as?: Caller;
}

/**
 * One endpoint of the mix: the requests one connection repeats in a loop. Writes come in pairs that undo
 * each other (done, then in progress again; one order, then the other) so a run can last any time
 * without exhausting its data or drifting into refusals.
 */
export interface Endpoint {
  name: string;
  cycle(slot: Slot): BenchRequest[];
  /** The issue's own p95 target (ms) at district scale and 16 connections (issue 22). */
  p95TargetMs?: number;
  /**
   * Its work grows with what it covers (a school's or a district's teams) rather than with one lead's
   * records: npm run bench leaves it out of the district/small p95 ratio.
   */
  growsWithScope?: true;
}

const firstPage = 'Page=0&PageSize=10';
const get = (path: string): BenchRequest => ({ method: 'GET', path });
const post = (path: string, body?: unknown): BenchRequest => ({ method: 'POST', path, body });

const reorder = (itemIds: readonly string[]) =>
  post('/agendaitem/reorder', {
    ReorderItems: itemIds.map((id, index) => ({ AgendaItemId: id, NewDisplayOrder: index + 1 })),
  });

/**
 * What a signed-in team lead does most on a working day, screen by screen; and the insights their school's
 * admin and the district's super admin read (issue 22), over the default period, the last 30 days.
 */
export const MIX: readonly Endpoint[] = [
  { name: 'dashboard tasks', cycle: () => [get(`/task/getMyAssignedDashboardTasks?${firstPage}`)] },
  { name: 'my teams', cycle: () => [get(`/team/getMyTeamsWithUserTypeIdToExclude/${UserType.Student}`)] },
  { name: 'team goals', cycle: () => [get(`/goal/myTeamGoals?${firstPage}`)] },
  {
    name: 'team tasks',
    cycle: (slot) => [get(`/task/getRemainingByTeamId/${slot.teamId}?Sort=AssignedTo&PageSize=30`)],
  },
  { name: 'unread notices', cycle: () => [get('/notification/getUnreadCount')] },
  { name: 'my notices', cycle: () => [get('/notification/getMine?Page=0')] },
  // Search: a word in every agenda item's description, a word in one outcome of 997, a two-word phrase.
  { name: 'search common', cycle: () => [get('/search?q=week')], p95TargetMs: 100 },
  { name: 'search rare', cycle: () => [get(`/search?q=${RARE_WORD}`)], p95TargetMs: 100 },
  {
    name: 'search phrase',
    cycle: () => [get(`/search?q=${encodeURIComponent('"common assessment"')}`)],
    p95TargetMs: 100,
  },
  { name: 'upcoming meetings', cycle: () => [get(`/meeting/getMyUpcomingMeeting?${firstPage}`)] },
  { name: 'past meetings', cycle: () => [get(`/meeting/getMyHistoricalMeeting?${firstPage}`)] },
  {
    name: 'agenda',
    cycle: (slot) => [get(`/agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${slot.meetingId}`)],
  },
  {
    name: 'meeting notes',
    cycle: (slot) => [get(`/agendaItem/getAgendaItemMeetingNotesById/${slot.item.Id}`)],
  },
  {
    name: 'student notes',
    cycle: (slot) => [get(`/usernote/getStudentNoteVMByUserId/${slot.studentId}?${firstPage}`)],
  },
  {
    name: 'mark task done',
    cycle: (slot) => [post(`/task/markAsDone/${slot.taskId}`), post(`/task/markAsInProgress/${slot.taskId}`)],
  },
  { name: 'save agenda item', cycle: (slot) => [post('/agendaitem/save', slot.item)] },
  {
    name: 'reorder agenda',
    cycle: (slot) => [reorder([...slot.itemIds].reverse()), reorder(slot.itemIds)],
  },
  // The audit log (issue 23): a task's History, as its team's lead opens it, and the school's log.
  { name: 'task history', cycle: (slot) => [get(`/audit/getHistory/task/${slot.taskId}`)] },
  { name: 'school audit log', cycle: () => [{ ...get('/audit/getSchool'), as: 'admin' }], growsWithScope: true },
  { name: 'team insights', cycle: (slot) => [get(`/insights/getTeam/${slot.teamId}`)] },
  {
    name: 'school insights',
    cycle: () => [{ ...get('/insights/getSchool'), as: 'admin' }],
    p95TargetMs: 300,
    growsWithScope: true,
  },
  {
    name: 'district insights',
    cycle: () => [{ ...get('/insights/getDistrict'), as: 'superAdmin' }],
    p95TargetMs: 1000,
    growsWithScope: true,
  },
];
