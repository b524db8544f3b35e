import { CONTACT_SUBJECTS, ContactTexts, validateContact } from '../src/domain/contact';
import { isValidEmail, singleLine } from '../src/domain/addresses';

const valid = {
  firstName: 'Emma',
  lastName: 'Smith',
  email: ' Emma@Example.com ',
  subject: 'Bug Report',
  message: 'Hi',
};

describe('contact form rules', () => {
  it('accepts each of the six subjects and normalises the message', () => {
    expect(CONTACT_SUBJECTS).toHaveLength(6);
    for (const subject of CONTACT_SUBJECTS) {
      const r = validateContact({ ...valid, subject, message: '  line 1\r\nline 2  ' });
      expect(r).toEqual({
        ok: true,
        draft: { firstName: 'Emma', lastName: 'Smith', email: 'emma@example.com', subject, message: 'line 1\nline 2' },
      });
    }
  });

  it('turns blank names into null and keeps names on one line', () => {
    const r = validateContact({ ...valid, firstName: '  ', lastName: 'Smith\r\nBcc: x@y.z' });
    expect(r.ok && r.draft).toMatchObject({ firstName: null, lastName: 'Smith Bcc: x@y.z' });
  });

  it('reports every broken rule at once, field by field', () => {
    const r = validateContact({ firstName: 'a'.repeat(51), email: 'x@', subject: 'general inquiry', message: '' });
    expect(r).toEqual({
      ok: false,
      fieldErrors: [
        { field: 'firstName', message: ContactTexts.firstNameTooLong },
        { field: 'email', message: ContactTexts.invalidEmail },
        { field: 'subject', message: ContactTexts.invalidSubject },
        { field: 'message', message: ContactTexts.messageRequired },
      ],
    });
  });

  it('allows exactly 5000 characters and 50-character names', () => {
    expect(validateContact({ ...valid, firstName: 'n'.repeat(50), message: 'm'.repeat(5000) }).ok).toBe(true);
    expect(validateContact({ ...valid, message: 'm'.repeat(5001) })).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'message', message: ContactTexts.messageTooLong }],
    });
  });
});

describe('addresses', () => {
  it('refuses addresses that would need quoting or carry header syntax', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    for (const bad of [
      'a@b',
      'a b@c.de',
      'a@b.c\r\nBcc: x@y.z',
      '"a"@b.co',
      'a,b@c.de',
      'a<b@c.de',
      `${'a'.repeat(250)}@b.co`,
    ])
      expect(isValidEmail(bad)).toBe(false);
  });

  it('singleLine removes control characters', () => {
    expect(singleLine(' a\r\nb\u0000c\td ')).toBe('a b c d');
  });
});
