/** Query keys of the meetings feature. */
export const meetingKeys = {
  all: ['meetings'] as const,
  upcoming: (query: object) => ['meetings', 'upcoming', query] as const,
};
