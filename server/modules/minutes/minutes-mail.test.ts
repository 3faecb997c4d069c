import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { HOSTILE_RICH_TEXT } from './hostile-rich-text';
import { composeMinutesMail } from './minutes-mail';
import { sampleMeetingDocument } from './sample-meeting-document';

const MEETING_URL = 'https://plchub.example/meetings/3f2a';

/** Every element and attribute in a piece of HTML, as a mail program's parser finds them. */
function markupOf(html: string) {
  const elements: Array<{ name: string; attributes: Record<string, string> }> = [];
  const parser = new Parser({ onopentag: (name, attributes) => elements.push({ name, attributes }) });
  parser.write(html);
  parser.end();
  return elements;
}

/** The elements the mail itself writes, and the ones the rich-text sanitiser may let through. */
const ALLOWED_ELEMENTS = new Set([
  ...['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del'],
  ...['ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'div'],
]);

describe('composeMinutesMail', () => {
  const doc = sampleMeetingDocument();
  const mail = composeMinutesMail(doc, MEETING_URL);

  it('names the meeting and its day on the school clock in the subject', () => {
    expect(mail.subject).toBe('Minutes: Weekly PLC (March 2, 2027)');
  });

  it('tells the text reader everything: meeting, roles, attendance, outcomes, tasks, next meeting', () => {
    const lines = mail.text.split('\n');
    for (const line of [
      'School: Lincoln Elementary',
      'Team: Grade 3 Literacy',
      'When: Tuesday, March 2, 2027, 3:30 PM – 4:30 PM CST',
      'Location: Room 12',
      'Finalised: Tuesday, March 2, 2027, 5:05 PM CST by Zoë Ngô',
      'Facilitator: Zoë Ngô',
      'Norms keeper: Not assigned',
      '- Zoë Ngô: Present',
      '- Łukasz Nowak: Late',
      '- Дмитрий Иванов: Absent',
      '- Ana Souza: Excused',
      '- Sam Lee: Not recorded',
      'Guests: Dr. Rivera',
      '1. Writing rubric',
      'Decision · 20 min · Finished',
      'We agreed to adopt the new rubric and to review it in May.',
      '- Share exemplars with every class',
      '- Collect samples',
      '  1. Week one',
      '  2. Week two',
      'See the rubric (https://example.org/rubric).',
      '- Print exemplars: Zoë Ngô, due Mar 5, 2027 (Open)',
      '- Book the library: Not assigned, due No due date (In progress)',
      '2. Reading data',
      'Discussion · 15 min · Not finished',
      'No outcome recorded.',
      'Weekly PLC: Tuesday, March 9, 2027, 3:30 PM CST',
      `Open the meeting: ${MEETING_URL}`,
    ]) {
      expect(lines, line).toContain(line);
    }
  });

  it('shows the formatted outcome in the HTML part and links to the meeting', () => {
    expect(mail.html).toContain('<strong>adopt the new rubric</strong>');
    expect(mail.html).toContain('<li>Collect samples<ol><li>Week one</li><li>Week two</li></ol></li>');
    expect(mail.html).toContain(
      '<a href="https://example.org/rubric" rel="noopener noreferrer" target="_blank">',
    );
    expect(mail.html).toContain(`<a href="${MEETING_URL}">Open the meeting</a>`);
    expect(mail.html).toContain('Дмитрий Иванов: Absent');
    expect(mail.html).toContain('Print exemplars: Zoë Ngô, due Mar 5, 2027 (Open)');
  });

  it('says so when the series has no next meeting', () => {
    const last = composeMinutesMail(sampleMeetingDocument({ nextMeeting: null }), MEETING_URL);
    expect(last.text).toContain('No further meeting is scheduled in this series.');
    expect(last.html).toContain('No further meeting is scheduled in this series.');
  });
});

describe('composeMinutesMail with hostile content', () => {
  const hostileName = '<img src=x onerror=alert(1)>Eve';
  const doc = sampleMeetingDocument({
    subject: 'PLC <script>alert(1)</script>\r\nBcc: everyone@example.org',
    schoolName: 'School "<b>bold</b>" & co',
    teamNames: ['<iframe src=x></iframe>Team'],
    location: '<a href="javascript:alert(1)">Room</a>',
    attendance: { members: [{ name: hostileName, status: 'Present' }], guests: ['<svg onload=alert(1)>'] },
    items: [
      {
        title: '<style>body{}</style>Title',
        typeName: 'Decision',
        minutes: 5,
        descriptionHtml: HOSTILE_RICH_TEXT,
        outcomeHtml: HOSTILE_RICH_TEXT,
        isFinished: true,
        tasks: [{ title: '<b>task</b>', assigneeName: hostileName, dueDate: null, statusName: 'Open' }],
      },
    ],
  });
  const mail = composeMinutesMail(doc, MEETING_URL);

  it('lets no markup through but the allowed formatting, and no link but http, https and mailto', () => {
    const elements = markupOf(mail.html);
    for (const { name, attributes } of elements) {
      expect(ALLOWED_ELEMENTS, name).toContain(name);
      const allowed = name === 'a' ? ['href', 'rel', 'target'] : [];
      for (const attribute of Object.keys(attributes))
        expect(allowed, `${name} ${attribute}`).toContain(attribute);
      if (attributes.href !== undefined) expect(attributes.href).toMatch(/^(https?:\/\/|mailto:)/);
    }
    // The only address is the meeting's: the outcome's unsafe links are left as words without one.
    const links = elements.filter((element) => element.attributes.href !== undefined);
    expect(links.map((link) => link.attributes.href)).toEqual([MEETING_URL]);
  });

  it('embeds the outcome sanitised: its words stay, its code and unsafe addresses go', () => {
    const outcome = /<div>([\s\S]*)<\/div>/.exec(mail.html)?.[1] ?? '';
    expect(outcome).toContain('Safe outcome');
    expect(outcome).toContain('click me');
    for (const marker of [
      /<script/i,
      /<style/i,
      /<img/i,
      /<iframe/i,
      /<svg/i,
      /<object/i,
      /<embed/i,
      /<form/i,
    ]) {
      expect(outcome).not.toMatch(marker);
    }
    for (const marker of [
      /<meta/i,
      /<link/i,
      /<base/i,
      /\son\w+=/i,
      /javascript:/i,
      /vbscript:/i,
      /data:/i,
    ]) {
      expect(outcome).not.toMatch(marker);
    }
    expect(outcome).not.toMatch(/alert|frame text|color:red/);
  });

  it('shows hostile names and titles as text, escaped', () => {
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;Eve: Present');
    expect(mail.html).toContain('&#60;style&#62;body{}&#60;/style&#62;Title');
    expect(mail.html).toContain('School: School &#34;&#60;b&#62;bold&#60;/b&#62;&#34; &#38; co');
  });

  it('keeps the subject on one line, so no header can be added through it', () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe(
      'Minutes: PLC <script>alert(1)</script> Bcc: everyone@example.org (March 2, 2027)',
    );
  });

  it('writes the outcome into the text part without its code or unsafe addresses', () => {
    const lines = mail.text.split('\n');
    // From the line after the item's title and facts to its tasks.
    const outcome = lines
      .slice(lines.indexOf('1. <style>body{}</style>Title') + 2, lines.indexOf('Tasks:'))
      .join('\n');
    expect(outcome).toContain('Safe outcome');
    expect(outcome).toContain('click me');
    expect(outcome).not.toMatch(/alert|<|javascript:|vbscript:|data:|frame text|color:red/i);
  });
});
