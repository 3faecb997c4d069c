import { describe, expect, it } from 'vitest';
import { agendaPostedMail, NO_ITEMS, type PostedAgenda } from './presenter';

const agenda = (overrides: Partial<PostedAgenda> = {}): PostedAgenda => ({
  subject: 'Fractions planning',
  startDateTime: new Date('2026-11-24T15:00:00Z'),
  endDateTime: new Date('2026-11-24T16:00:00Z'),
  location: 'Room 204',
  itemTitles: ['Review'],
  link: 'http://plchub.test/meetingAgenda/1',
  ...overrides,
});

describe('agendaPostedMail', () => {
  it('escapes the meeting subject and the item titles in the HTML body', () => {
    const mail = agendaPostedMail(
      'a@b.test',
      agenda({ subject: `Plan <b>&"'`, itemTitles: [`<b>Bold</b> & "quoted" 'it'`], location: '<i>' }),
    );
    expect(mail.html).toContain('<strong>Plan &#60;b&#62;&#38;&#34;&#39;</strong>');
    expect(mail.html).toContain('<li>&#60;b&#62;Bold&#60;/b&#62; &#38; &#34;quoted&#34; &#39;it&#39;</li>');
    expect(mail.html).toContain('Room: &#60;i&#62;');
    expect(mail.html).not.toMatch(/<b>|<i>/);
    // The plain text part keeps the words as written.
    expect(mail.text).toContain(`1. <b>Bold</b> & "quoted" 'it'`);
  });

  it('says an agenda without items has none, without numbering', () => {
    const mail = agendaPostedMail('a@b.test', agenda({ itemTitles: [] }));
    expect(mail.text).toContain(NO_ITEMS);
    expect(mail.text).not.toMatch(/^1\./m);
    expect(mail.text).not.toContain('Items:');
    expect(mail.html).toContain(`<p>${NO_ITEMS}</p>`);
    expect(mail.html).not.toContain('<ol>');
  });

  it('gives the time in UTC and says so', () => {
    expect(agendaPostedMail('a@b.test', agenda()).text).toContain(
      'When: Tuesday, 11/24/2026, 3:00 PM – 4:00 PM UTC',
    );
  });
});
