/** The field names of user/save mapped to the form's fields. */
const FORM_FIELD: Record<string, string> = { 'UserStudent.GraduationYear': 'GraduationYear' };

/**
 * Splits a 400 answer ("Field: message" lines) into field errors for the form and the remaining text,
 * so a rule the server enforced shows under its field just like the client's own check.
 */
export function splitServerErrors(message: string, fields: readonly string[]) {
  const fieldErrors: { field: string; message: string }[] = [];
  const other: string[] = [];
  for (const line of message.split('\n')) {
    const match = /^([\w.]+): (.+)$/.exec(line);
    const field = match ? (FORM_FIELD[match[1]!] ?? match[1]!) : undefined;
    if (match && field && fields.includes(field)) fieldErrors.push({ field, message: match[2]! });
    else other.push(line);
  }
  return { fieldErrors, other: other.join('\n') };
}
