import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { contactBodySchema } from './schemas/contact';
import { emailField, optionalText, personName, phoneField, requiredText } from './schemas/fields';
import { emailCharacterProblem, hasForbiddenCharacters, normalizeEmail } from './text-rules';

const REFUSED_EVERYWHERE = {
  NUL: 'a\u0000b',
  BEL: 'a\u0007b',
  'ANSI escape': 'a\u001b[31mred',
  DEL: 'a\u007fb',
  'C1 control': 'a\u0085b',
  'bidi override (RLO)': 'abc\u202Etxt.exe',
  'bidi isolate (LRI)': 'a\u2066b',
  'lone surrogate': 'a\ud800b',
};

describe('hasForbiddenCharacters (issue 9 §4)', () => {
  it.each(Object.entries(REFUSED_EVERYWHERE))('refuses %s in any text', (_name, text) => {
    expect(hasForbiddenCharacters(text)).toBe(true);
    expect(hasForbiddenCharacters(text, { multiline: true })).toBe(true);
  });

  it('refuses tabs and line breaks in single-line text only', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\rb', 'a\tb', 'a\u2028b']) {
      expect(hasForbiddenCharacters(text)).toBe(true);
      expect(hasForbiddenCharacters(text, { multiline: true })).toBe(false);
    }
  });

  it('accepts ordinary text in any script', () => {
    for (const text of ['Jane Doe', 'Zoë Ærøskøbing', 'Иван Петров', 'محمد', '王小明', '😀 emoji', "O'Brien-Smith"]) {
      expect(hasForbiddenCharacters(text)).toBe(false);
    }
  });
});

describe('text fields use the rule', () => {
  const name = requiredText('Name is required', 100);
  it('refuse control characters with one clear message', () => {
    for (const text of Object.values(REFUSED_EVERYWHERE)) {
      const result = name.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.input.controlCharacters);
    }
    expect(name.safeParse('Jane\r\nDoe').success).toBe(false);
    expect(optionalText(100).safeParse('x\u0000').success).toBe(false);
    expect(phoneField({ required: 'r', invalid: 'i' }).safeParse('+94 77\u0000 123 4567').success).toBe(false);
  });

  it('the contact message may hold line breaks but not NUL', () => {
    const body = { name: 'Jane', email: 'jane@example.com', message: 'Hello,\r\nsecond line\tend' };
    expect(contactBodySchema.safeParse(body).success).toBe(true);
    expect(contactBodySchema.safeParse({ ...body, message: 'Hi\u0000' }).success).toBe(false);
  });
});

describe('required text must show something', () => {
  const name = requiredText('Name is required', 100);
  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['zero-width joiners', '\u200d'],
    ['a Hangul filler', '\u3164'],
    ['a BOM and a no-break space', '\ufeff\u00a0'],
  ])('refuses %s alone with the required message', (_label, text) => {
    expect(name.safeParse(text).error?.issues[0]?.message).toBe('Name is required');
  });
});

describe('personName: nothing hides in a name', () => {
  const name = personName('Username is required', 100);
  const messageOf = (text: string) => name.safeParse(text).error?.issues[0]?.message;
  it.each([
    ['left-to-right mark', 'Jane\u200eDoe'],
    ['Arabic letter mark', 'Jane\u061c'],
    ['BOM', 'Ja\ufeffne'],
    ['zero-width space', 'Ja\u200bne'],
    ['Hangul filler', 'Jane\u3164'],
    ['tag characters', 'Jane\u{E0041}\u{E0042}'],
    ['soft hyphen', 'Ja\u00adne'],
    ['private use', 'Jane\ue000'],
  ])('refuses a %s', (_label, text) => {
    expect(messageOf(text)).toBe(MESSAGES.input.nameInvisible);
  });

  it('keeps names in any script, with the joiners Sinhala and Tamil need', () => {
    for (const text of ['Jane Doe', 'Zoë Ærøskøbing', 'Иван Петров', 'محمد', '王小明', 'ශ්\u200dරී ලංකා', 'நிலா', "O'Brien-Smith"]) {
      expect(name.safeParse(text).success, text).toBe(true);
    }
  });
});

describe('emails (issue 9 §4: one visible address is one account)', () => {
  const email = emailField({ required: 'required', invalid: 'invalid' });
  const messageOf = (text: string) => email.safeParse(text).error?.issues[0]?.message;

  it('normalises with NFKC, so fullwidth letters and composed accents give the same address', () => {
    expect(email.parse(' ＪＡＮＥ@ｅｘａｍｐｌｅ.ｃｏｍ ')).toBe('jane@example.com');
    expect(email.parse('Rene\u0301@example.com')).toBe('ren\u00e9@example.com');
    expect(normalizeEmail('Ｊane@Example.com')).toBe('jane@example.com');
  });

  it.each([
    ['zero-width space', 'ja\u200bne@example.com'],
    ['soft hyphen', 'ja\u00adne@example.com'],
    ['zero-width joiner', 'jane\u200d@example.com'],
    ['combining mark left over', 'jane\u0336@example.com'],
    ['bidi mark', 'jane\u200f@example.com'],
    ['NUL', 'jane\u0000@example.com'],
    ['line break', 'jane\n@example.com'],
    ['Hangul filler (a letter drawn as nothing)', 'al\u3164ice@example.com'],
    ['variation selector', 'alice\ufe0f@example.com'],
  ])('refuses an invisible character (%s)', (_name, text) => {
    expect(messageOf(text)).toBe(MESSAGES.input.emailInvisible);
  });

  it('refuses Latin mixed with Cyrillic or Greek in one word (a look-alike of an existing address)', () => {
    expect(messageOf('j\u0430ne@example.com')).toBe(MESSAGES.input.emailMixedScript); // Cyrillic а
    expect(messageOf('jane@ex\u0430mple.com')).toBe(MESSAGES.input.emailMixedScript);
    expect(messageOf('\u03bfscar@example.com')).toBe(MESSAGES.input.emailMixedScript); // Greek ο
    expect(emailCharacterProblem('jane@example.com')).toBeNull();
  });

  it('refuses a domain with an empty label (a trailing dot would be a second account for one mailbox)', () => {
    for (const text of ['alice@example.com.', 'alice@example..com', 'alice@.example.com']) {
      expect(messageOf(text), text).toBe('invalid');
    }
  });

  it('accepts addresses written in one script per word', () => {
    expect(email.parse('иван@почта.рф')).toBe('иван@почта.рф');
    expect(email.parse('ivan@почта.рф')).toBe('ivan@почта.рф');
    expect(email.parse('José.Müller@Example.com')).toBe('josé.müller@example.com');
  });
});
