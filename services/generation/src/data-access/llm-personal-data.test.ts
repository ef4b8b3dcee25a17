import { createPersonalDataRedactor } from './llm-personal-data.ts';
import { PERSONAL_DATA_KINDS } from './llm-personal-data-kinds.ts';
import { prepareTestEnvironment } from '../../test/setup/test-environment.ts';

prepareTestEnvironment();

const redact = createPersonalDataRedactor(PERSONAL_DATA_KINDS);

describe('personal data removed before a text goes to the model server', () => {
  it('When a text holds e-mail addresses, phone numbers, a card number and addresses of machines, then each becomes a marker', () => {
    const text =
      'Write to ana.garcia@school.example or call +44 20 7946 0958 (office: (555) 123-4567). ' +
      'Pay with 4111 1111 1111 1111. The lab server is 192.168.10.4, its card 00:1A:2B:3C:4D:5E.';
    expect(redact(text)).toBe(
      'Write to [REDACTED_EMAIL] or call [REDACTED_PHONE] (office: [REDACTED_PHONE]). ' +
        'Pay with [REDACTED_CREDIT_CARD]. The lab server is [REDACTED_IP], its card [REDACTED_MAC_ADDRESS].',
    );
  });

  it('When a lesson has years, ranges, quantities and dates, then they reach the model untouched', () => {
    const text = 'The war lasted 1914-1918 and cost 17 000 000 lives; on 11.11.1918 it ended. Mount Everest is 8 849 m high, pH 7.4, 3.14159.';
    expect(redact(text)).toBe(text);
  });

  it('When only some kinds are chosen (OPENAI_REDACT_PERSONAL_DATA=email), then only those are removed', () => {
    expect(createPersonalDataRedactor(['email'])('ana@x.example on 10.0.0.1')).toBe('[REDACTED_EMAIL] on 10.0.0.1');
    expect(createPersonalDataRedactor([])('ana@x.example')).toBe('ana@x.example');
  });
});
