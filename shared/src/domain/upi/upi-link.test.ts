import { isUpiId, upiAmount, upiIdInText, upiPaymentLink } from './upi-link';

const base = { upiId: 'kapooriyer@hdfcbank', payeeName: 'Kapoor Iyer & Co.', amountPaise: 1_18_000_00, note: 'Invoice INV/2026-27/0001' };

describe('the UPI payment link', () => {
  it.each([
    [base, 'upi://pay?pa=kapooriyer@hdfcbank&pn=Kapoor%20Iyer%20%26%20Co.&am=118000.00&cu=INR&tn=Invoice%20INV%2F2026-27%2F0001'],
    [
      { ...base, amountPaise: 1 },
      'upi://pay?pa=kapooriyer@hdfcbank&pn=Kapoor%20Iyer%20%26%20Co.&am=0.01&cu=INR&tn=Invoice%20INV%2F2026-27%2F0001',
    ],
    [
      { ...base, amountPaise: 50_05 },
      'upi://pay?pa=kapooriyer@hdfcbank&pn=Kapoor%20Iyer%20%26%20Co.&am=50.05&cu=INR&tn=Invoice%20INV%2F2026-27%2F0001',
    ],
    [
      { ...base, amountPaise: 99_99_99_999_99 },
      'upi://pay?pa=kapooriyer@hdfcbank&pn=Kapoor%20Iyer%20%26%20Co.&am=999999999.99&cu=INR&tn=Invoice%20INV%2F2026-27%2F0001',
    ],
    [{ ...base, note: '' }, 'upi://pay?pa=kapooriyer@hdfcbank&pn=Kapoor%20Iyer%20%26%20Co.&am=118000.00&cu=INR'],
    [
      { ...base, upiId: ' k.iyer-co_1@okaxis ', payeeName: "  O'Brien  (Mumbai) ", note: 'a+b=c?' },
      'upi://pay?pa=k.iyer-co_1@okaxis&pn=O%27Brien%20%28Mumbai%29&am=118000.00&cu=INR&tn=a%2Bb%3Dc%3F',
    ],
    [
      { ...base, payeeName: 'कपूर अय्यर' },
      'upi://pay?pa=kapooriyer@hdfcbank&pn=%E0%A4%95%E0%A4%AA%E0%A5%82%E0%A4%B0%20%E0%A4%85%E0%A4%AF%E0%A5%8D%E0%A4%AF%E0%A4%B0&am=118000.00&cu=INR&tn=Invoice%20INV%2F2026-27%2F0001',
    ],
  ])('%# builds the link NPCI specifies', (payment, link) => {
    expect(upiPaymentLink(payment)).toBe(link);
  });

  it('cuts the note to 50 characters', () => {
    const link = upiPaymentLink({ ...base, note: 'x'.repeat(80) })!;
    expect(new URLSearchParams(link.split('?')[1]).get('tn')).toBe('x'.repeat(50));
  });

  it('reads back through a URL parser as the same values', () => {
    const params = new URLSearchParams(upiPaymentLink(base)!.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      pa: 'kapooriyer@hdfcbank',
      pn: 'Kapoor Iyer & Co.',
      am: '118000.00',
      cu: 'INR',
      tn: 'Invoice INV/2026-27/0001',
    });
  });

  it.each([
    ['nothing due', { ...base, amountPaise: 0 }],
    ['a negative amount', { ...base, amountPaise: -100 }],
    ['a fraction of a paisa', { ...base, amountPaise: 10.5 }],
    ['no UPI id', { ...base, upiId: '' }],
    ['a UPI id without a handle', { ...base, upiId: 'kapooriyer' }],
    ['a UPI id with a space', { ...base, upiId: 'kapoor iyer@hdfc' }],
    ['a UPI id that is a link', { ...base, upiId: 'x@y&am=1' }],
    ['no payee name', { ...base, payeeName: '  ' }],
  ])('is null for %s', (_, payment) => {
    expect(upiPaymentLink(payment)).toBeNull();
  });
});

describe('UPI amounts and ids', () => {
  it.each([
    [1, '0.01'],
    [100, '1.00'],
    [1_18_000_50, '118000.50'],
  ])('%d paise is am=%s', (paise, text) => expect(upiAmount(paise)).toBe(text));

  it('refuses to write an amount that is not a positive number of paise', () => {
    expect(() => upiAmount(0)).toThrow(RangeError);
    expect(() => upiAmount(1.5)).toThrow(RangeError);
  });

  it.each([
    ['kapooriyer@hdfcbank', true],
    ['9876543210@ybl', true],
    ['a@b', false],
    ['@hdfcbank', false],
    ['x@1bank', false],
  ])('%s is a UPI id: %s', (id, valid) => expect(isUpiId(id)).toBe(valid));

  it.each([
    ['Bank: HDFC\nIFSC: HDFC0000060  UPI: kapooriyer@hdfcbank', 'kapooriyer@hdfcbank'],
    ['UPI ID - firm.pay@okicici', 'firm.pay@okicici'],
    ['upi id: lower@oksbi', 'lower@oksbi'],
    ['Bank: HDFC, no UPI', null],
    ['E-mail: accounts@firm.in', null],
    [null, null],
  ])('finds the UPI id in %j', (text, id) => expect(upiIdInText(text)).toBe(id));
});
