import {
  mailSafeSubject,
  messageSendFailure,
  messageClientTypeLabel,
  messageDraftReady,
  messageSendSchema,
  messageTargetSummary,
  messageTexts,
} from './message';

const target = { send_to_all: true, client_types: [] };

describe('the send-message body (spec 02 §5)', () => {
  it.each([
    ['a blank subject', { subject: '   ', body: 'Hello', target }, 'subject'],
    ['a missing subject', { body: 'Hello', target }, 'subject'],
    ['a blank body', { subject: 'GST due', body: '\n\t ', target }, 'body'],
    ['no target', { subject: 'GST due', body: 'Hello' }, 'target'],
    [
      'a type with nobody chosen and no select-all',
      { subject: 'GST due', body: 'Hello', target: { client_types: [{ type: 'huf' }] } },
      'target',
    ],
  ])('refuses %s with the spec words on that field', (_name, body, field) => {
    const result = messageSendSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: [field], message: messageTexts.required })]);
  });

  it('reads chosen clients as ids (numbers) and names (strings), and the OPC by its API spelling', () => {
    const result = messageSendSchema.parse({
      subject: ' Filing \r\nBcc: all@evil.test ',
      body: '  Line 1\nLine 2  ',
      target: {
        client_types: [
          { type: 'one_person_company', clients: [12, ' Sahyadri Foods '] },
          { type: 'HUF', select_all: true },
        ],
      },
    });
    expect(result).toEqual({
      subject: 'Filing Bcc: all@evil.test',
      body: '  Line 1\nLine 2  ',
      target: {
        send_to_all: false,
        client_types: [
          { type: 'private_limited_opc', select_all: false, clients: [12, 'Sahyadri Foods'] },
          { type: 'huf', select_all: true, clients: [] },
        ],
      },
    });
  });

  it('refuses an unknown client type and a body over the limit', () => {
    expect(
      messageSendSchema.safeParse({ subject: 's', body: 'b', target: { client_types: [{ type: 'martian', select_all: true }] } }).success,
    ).toBe(false);
    expect(messageSendSchema.safeParse({ subject: 's', body: 'b'.repeat(20_001), target }).success).toBe(false);
  });

  it('says whether a draft may be sent as the Send Message button does', () => {
    expect(messageDraftReady({ subject: 'a', body: 'b', target })).toBe(true);
    expect(messageDraftReady({ subject: 'a', body: ' ', target })).toBe(false);
    expect(messageDraftReady({ subject: 'a', body: 'b', target: { client_types: [{ select_all: false, clients: [1] }] } })).toBe(true);
  });
});

describe('labels', () => {
  it('shows a type with underscores replaced and capitalised', () => {
    expect(messageClientTypeLabel('limited_liability_partnership')).toBe('Limited Liability Partnership');
  });

  it('keeps no control character in a subject', () => {
    expect(mailSafeSubject('a\rb\nc\u0000d')).toBe('a b c d');
  });

  it('summarises a target', () => {
    expect(messageTargetSummary({ send_to_all: true, client_types: [] })).toBe('All Clients');
    const one = { client_id: 1, client_name: 'Sahyadri Foods', client_code: 'C1' };
    expect(
      messageTargetSummary({
        send_to_all: false,
        client_types: [
          { type: 'huf', select_all: true, clients: [] },
          { type: 'private_limited', select_all: false, clients: [one] },
          { type: 'trusts', select_all: false, clients: [one, { ...one, client_id: 2 }] },
        ],
      }),
    ).toBe('Huf; Private Limited: Sahyadri Foods; Trusts: 2 clients');
  });
});

describe('a refused send', () => {
  const failure = (status: number, data: unknown) => ({ status, data });
  it.each([
    [failure(500, { message: 'boom' }), { message: 'Failed to send message. Please try again.' }],
    [failure(0, undefined), { message: 'Failed to send message. Please try again.' }],
    [
      failure(400, { code: 'MESSAGE_NO_RECIPIENTS', message: 'x' }),
      { title: 'Failed to send message. Please try again.', message: messageTexts.noRecipients },
    ],
    [
      failure(400, { code: 'MESSAGE_CLIENT_UNKNOWN', message: 'This client was not found: Rao' }),
      { title: 'Failed to send message. Please try again.', message: 'This client was not found: Rao' },
    ],
    [failure(400, { code: 'VALIDATION', message: 'x' }), { title: 'Validation Error', message: messageTexts.required }],
  ])('%j shows %j', (given, shown) => {
    expect(messageSendFailure(given)).toEqual(shown);
  });
});
