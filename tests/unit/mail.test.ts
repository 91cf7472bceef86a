import { describe, expect, it } from 'vitest';
import en from '../../backend/src/mail-texts/en.json';
import es from '../../backend/src/mail-texts/es.json';
import fr from '../../backend/src/mail-texts/fr.json';
import ja from '../../backend/src/mail-texts/ja.json';
import ko from '../../backend/src/mail-texts/ko.json';
import pt from '../../backend/src/mail-texts/pt.json';
import tr from '../../backend/src/mail-texts/tr.json';
import uk from '../../backend/src/mail-texts/uk.json';
import { composeMail, formatMailDate, topicLabel } from '../../backend/src/providers/mail/compose-mail';
import { mailKinds } from '../../backend/src/providers/mail/mailer';

describe('composeMail', () => {
  it('has an English text for every kind, and each translation for every kind a learner reads', () => {
    for (const kind of mailKinds) expect(en[kind].lines.length, kind).toBeGreaterThan(0);
    for (const texts of [uk, es, fr, tr, ja, ko, pt]) {
      for (const kind of mailKinds.filter((kind) => kind !== 'support-inbox')) {
        expect((texts as Record<string, unknown>)[kind], kind).toBeDefined();
      }
    }
  });

  it('writes the link as a button and as plain text', () => {
    const link = 'http://web.test/reset-pin?token=abc&x=1';
    const mail = composeMail('reset-pin', 'en', { username: 'ola', link });
    expect(mail.subject).toBe('Reset your Skillpilot PIN');
    expect(mail.text).toContain('Hi ola,');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="http://web.test/reset-pin?token=abc&amp;x=1"');
    expect(mail.html).toContain('>Choose a new PIN</a>');
  });

  it('escapes every value in the html, keeping the text as typed', () => {
    const mail = composeMail('support-copy', 'en', {
      topic: 'Refund',
      description: '<img src=x onerror=alert(1)>\n"quoted" & \'single\'',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt;<br>&quot;quoted&quot; &amp; &#39;single&#39;',
    );
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('falls back to English for a language without texts or a kind without a translation', () => {
    expect(composeMail('reset-pin', 'de', { link: 'x' }).subject).toBe('Reset your Skillpilot PIN');
    expect(composeMail('support-inbox', 'uk', { topic: 'T', email: 'e' }).subject).toBe(
      'Support request: T from e',
    );
    expect(composeMail('reset-pin', 'uk', { link: 'x' }).subject).toBe('Скидання PIN-коду Skillpilot');
    expect(composeMail('reset-pin', 'es', { link: 'x' }).subject).toBe('Restablece tu PIN de Skillpilot');
    expect(composeMail('reset-pin', 'pt', { link: 'x' }).subject).toBe('Redefina seu PIN do Skillpilot');
    expect(composeMail('reset-pin', 'fr', { link: 'x' }).subject).toBe(
      'Réinitialisez votre code PIN Skillpilot',
    );
    expect(composeMail('reset-pin', 'tr', { link: 'x' }).subject).toBe("Skillpilot PIN'ini sıfırla");
    expect(composeMail('reset-pin', 'ja', { link: 'x' }).subject).toBe('Skillpilot の PIN の再設定');
    expect(composeMail('reset-pin', 'ko', { link: 'x' }).subject).toBe('Skillpilot PIN 재설정');
  });

  it('names topics and dates in the learner’s language', () => {
    expect(topicLabel('refund', 'uk')).toBe('Повернення коштів');
    expect(topicLabel('refund', 'de')).toBe('Refund');
    expect(topicLabel('refund', 'pt')).toBe('Reembolso');
    const date = new Date('2026-03-07T12:00:00Z');
    expect(formatMailDate(date, 'en')).toBe('03/07/2026');
    expect(formatMailDate(date, 'uk')).toBe('07.03.2026');
  });
});
