/**
 * Hostile rich text for the tests: what a crafted request or a tampered database row could hold. Only
 * "Safe outcome" and the words "click me" are meant to reach a reader.
 */
export const HOSTILE_RICH_TEXT = [
  '<p>Safe outcome</p>',
  '<script>alert(1)</script>',
  '<style>p { color:red }</style>',
  '<img src="x" onerror="alert(2)">',
  '<p onclick="alert(3)" style="color:red">',
  '<a href="javascript:alert(4)">click me</a></p>',
  '<iframe src="https://evil.example/">frame text</iframe>',
  '<svg onload="alert(5)"><text>svg text</text></svg>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example/"><input name="a"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css"><base href="https://evil.example/">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">data link</a>',
  '<a href=" JaVaScRiPt:alert(7)">mixed case</a>',
  '<a href="&#106;avascript:alert(8)">entity</a>',
  '<a href="java\tscript:alert(9)">tab</a>',
  '<a href="vbscript:msgbox(10)">vb</a>',
].join('');

/** Addresses that must never become a link, in the PDF or in a mail. */
export const UNSAFE_LINKS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '/relative/path',
  '//evil.example/x',
  'ftp://files.example/x',
];
