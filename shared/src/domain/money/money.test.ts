import { formatPaise, formatRupees } from '../format';
import { MAX_PAISE, formatPaiseIndian, groupPaise, moneyMessages, parseRupees, splitGst, taxAt } from './money';
import { amountInWords } from './money-words';
import { rupeesInputField } from './money-field';
import { messages } from '../validation';

describe('parsing rupee input', () => {
  it.each([
    ['0', 0],
    ['0.01', 1],
    ['.5', 50],
    ['5.', 500],
    ['500', 50000],
    ['500.5', 50050],
    ['500.50', 50050],
    ['₹ 500', 50000],
    ['₹500.05', 50005],
    ['Rs. 1,000', 100000],
    ['rs 250', 25000],
    ['INR 99', 9900],
    ['  42  ', 4200],
    ['1,23,456.78', 12345678],
    ['12,34,56,789.00', 123456789_00],
    ['123,456.78', 12345678],
    ['1,234,567', 123456700],
    ['99,99,99,999.99', MAX_PAISE],
    ['999999999.99', MAX_PAISE],
    ['000123', 12300],
    ['+10', 1000],
    ['-0', 0],
  ])('reads %s as %i paise', (input, paise) => {
    expect(parseRupees(input)).toEqual({ ok: true, paise });
  });

  it.each([
    ['', moneyMessages.required],
    ['   ', moneyMessages.required],
    ['abc', moneyMessages.invalid],
    ['12abc', moneyMessages.invalid],
    ['1e5', moneyMessages.invalid],
    ['0x10', moneyMessages.invalid],
    ['.', moneyMessages.invalid],
    ['₹', moneyMessages.invalid],
    ['1.2.3', moneyMessages.invalid],
    ['1,2,3', moneyMessages.invalid],
    ['123,45,678', moneyMessages.invalid],
    ['12,3456', moneyMessages.invalid],
    ['1 000', moneyMessages.invalid],
    ['-5', moneyMessages.invalid],
    ['₹ -5', moneyMessages.invalid],
    ['--5', moneyMessages.invalid],
    ['-₹-5', moneyMessages.invalid],
    ['Infinity', moneyMessages.invalid],
    ['NaN', moneyMessages.invalid],
    ['1.234', moneyMessages.decimals],
    ['0.001', moneyMessages.decimals],
    ['100000000000', moneyMessages.tooLarge],
    ['1000000000', moneyMessages.tooLarge],
    ['9999999999.99', moneyMessages.tooLarge],
    ['99,99,99,999.991', moneyMessages.decimals],
    ['1,00,00,00,000.00', moneyMessages.tooLarge],
    ['99999999999999999999999', moneyMessages.tooLarge],
  ])('refuses %j with "%s"', (input, message) => {
    expect(parseRupees(input)).toEqual({ ok: false, message });
  });

  it('uses the spec wording for a bad amount, the same as the shared rule sets', () => {
    expect(moneyMessages.invalid).toBe('Amount must be a valid positive number');
    expect(moneyMessages.invalid).toBe(messages.amount);
    expect(moneyMessages.required).toBe(messages.required('Amount'));
  });

  it.each([
    ['-5', -500],
    ['₹ -1,250.50', -125050],
    ['-₹0.01', -1],
    ['-99,99,99,999.99', -MAX_PAISE],
  ])('reads %s as %i paise where negatives are allowed', (input, paise) => {
    expect(parseRupees(input, { allowNegative: true })).toEqual({ ok: true, paise });
  });

  it('refuses a negative beyond the maximum even where negatives are allowed', () => {
    expect(parseRupees('-1,00,00,00,000', { allowNegative: true })).toEqual({ ok: false, message: moneyMessages.tooLarge });
  });
});

describe('a rupee input field', () => {
  it("yields paise from text and the parser's message for bad text", () => {
    const field = rupeesInputField();
    expect(field.parse('₹ 1,250.5')).toBe(125050);
    const failed = field.safeParse('1.234');
    expect(failed.success ? null : failed.error.issues[0]?.message).toBe(moneyMessages.decimals);
    expect(rupeesInputField({ allowNegative: true }).parse('-1')).toBe(-100);
  });
});

describe('tax at a rate in basis points', () => {
  it.each([
    [0, 1800, 0],
    [1, 1800, 0],
    [3, 1800, 1],
    [100_00, 1800, 18_00],
    [100_00, 900, 9_00],
    [50, 100, 1], // 0.5 paisa: halves round up
    [49, 100, 0],
    [150, 100, 2], // 1.5 paisa
    [250, 100, 3], // 2.5 paisa
    [1_00_000_00, 25, 250_00],
    [12345, 1800, 2222], // 2222.1
    [12347, 1800, 2222], // 2222.46
    [12350, 1800, 2223], // 2223.0
    [MAX_PAISE, 2800, 28000000000], // 27999999999.72
    [MAX_PAISE, 10_000, MAX_PAISE],
    [-250, 100, -3], // a credit's tax rounds away from zero like a charge's
  ])('%i paise at %i bp is %i paise', (taxable, rate, tax) => {
    expect(taxAt(taxable, rate)).toBe(tax);
  });

  it.each([
    [1.5, 900],
    [Number.NaN, 900],
    [100, -1],
    [100, 10_001],
    [100, 9.5],
  ])('refuses a taxable of %p at %p bp as a programming error', (taxable, rate) => {
    expect(() => taxAt(taxable, rate)).toThrow(RangeError);
  });
});

describe('GST split', () => {
  it.each([
    // taxable, rate, cgst, sgst, igst
    [0, 1800, 0, 0, 0],
    [1, 1800, 0, 0, 0],
    [10_000_00, 1800, 900_00, 900_00, 0],
    [12345, 1800, 1111, 1111, 0], // 1111.05 each
    [250, 1800, 23, 23, 0], // 22.5 each rounds up: total 46 where 18 % once is 45
    [3, 1800, 0, 0, 0], // 0.27 each
    [100, 500, 3, 3, 0], // 2.5 each
    [100_00, 300, 150, 150, 0],
    [1_00_000_00, 25, 125_00, 125_00, 0],
    [MAX_PAISE, 2800, 14000000000, 14000000000, 0], // 13999999999.86 each
  ])('splits %i paise at %i bp within a state into CGST %i and SGST %i', (taxable, rate, cgst, sgst, igst) => {
    const split = splitGst(taxable, rate, 'intra_state');
    expect(split).toEqual({ taxable, cgst, sgst, igst, totalTax: cgst + sgst, total: taxable + cgst + sgst });
    expect(split.cgst).toBe(split.sgst);
  });

  it.each([
    [0, 1800, 0],
    [1, 1800, 0],
    [10_000_00, 1800, 1800_00],
    [12345, 1800, 2222],
    [250, 1800, 45],
    [100, 500, 5],
    [MAX_PAISE, 2800, 28000000000],
  ])('charges %i paise at %i bp across states as IGST %i', (taxable, rate, igst) => {
    expect(splitGst(taxable, rate, 'inter_state')).toEqual({
      taxable,
      cgst: 0,
      sgst: 0,
      igst,
      totalTax: igst,
      total: taxable + igst,
    });
  });

  it('keeps every split in whole paise whose halves sum to the total tax', () => {
    for (let taxable = 0; taxable < 2000; taxable += 7) {
      for (const rate of [0, 25, 300, 500, 1200, 1800, 2800]) {
        const split = splitGst(taxable, rate, 'intra_state');
        expect(Number.isInteger(split.cgst)).toBe(true);
        expect(split.cgst + split.sgst).toBe(split.totalTax);
        expect(Math.abs(split.totalTax - taxAt(taxable, rate))).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('Indian digit grouping', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [1234567, '12,345.67'],
    [12345678, '1,23,456.78'],
    [123456789_00, '12,34,56,789.00'],
    [10000000000, '10,00,00,000.00'],
    [MAX_PAISE, '99,99,99,999.99'],
    [-12345678, '-1,23,456.78'],
  ])('groups %i paise as %s', (paise, grouped) => {
    expect(groupPaise(paise)).toBe(grouped);
  });

  it('draws the same text as Intl en-IN for whole paise', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    const samples = [0, 1, 99, 100, 101, 999_99, 1_000_00, 12_34_567_89, MAX_PAISE, -5, -1_23_456_78];
    for (let p = 1; p < MAX_PAISE; p = p * 7 + 3) samples.push(p);
    for (const paise of samples) expect(formatPaiseIndian(paise)).toBe(intl.format(paise / 100));
  });

  it('is what formatPaise and formatRupees show', () => {
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatRupees(123456.78)).toBe('₹1,23,456.78');
    expect(formatRupees(0.125)).toBe('₹0.13');
    expect(formatRupees(1.005)).toBe('₹1.00');
    expect(formatRupees(-2.5)).toBe('-₹2.50');
  });
});

describe('amount in words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'One Paisa Only'],
    [78, 'Seventy Eight Paise Only'],
    [100, 'Rupees One Only'],
    [101, 'Rupees One and One Paisa Only'],
    [1100, 'Rupees Eleven Only'],
    [2000, 'Rupees Twenty Only'],
    [9900, 'Rupees Ninety Nine Only'],
    [10000, 'Rupees One Hundred Only'],
    [10500, 'Rupees One Hundred Five Only'],
    [99900, 'Rupees Nine Hundred Ninety Nine Only'],
    [1_000_00, 'Rupees One Thousand Only'],
    [1_001_00, 'Rupees One Thousand One Only'],
    [10_000_00, 'Rupees Ten Thousand Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [1_00_001_00, 'Rupees One Lakh One Only'],
    [1_23_456_78, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'],
    [10_00_000_00, 'Rupees Ten Lakh Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [1_01_00_000_50, 'Rupees One Crore One Lakh and Fifty Paise Only'],
    [12_34_56_789_00, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only'],
    [MAX_PAISE, 'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
    [1_00_00_00_000_00, 'Rupees One Hundred Crore Only'],
    [1_00_000_00_00_000_00, 'Rupees One Lakh Crore Only'],
    [1_23_45_00_00_000_00, 'Rupees Twelve Thousand Three Hundred Forty Five Crore Only'],
  ])('writes %i paise as "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %p paise', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});
