// Amount in words as Indian tax invoices print it (Tally, Zoho and most GST billing software):
// 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'.
// The form chosen: Title Case; Indian units (Thousand, Lakh, Crore; never Million); no 'and' inside the
// rupee part; 'and' only before the paise; 'Paisa' for one; always ending in 'Only'.
// Zero is 'Rupees Zero Only'; paise alone are 'Seventy Eight Paise Only' (no 'Rupees Zero and').

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string[] {
  if (n < 20) return n === 0 ? [] : [ONES[n]!];
  const unit = n % 10;
  return unit === 0 ? [TENS[Math.floor(n / 10)]!] : [TENS[Math.floor(n / 10)]!, ONES[unit]!];
}

/** Words of a whole number in the Indian system; a crore count of 100 or more is itself spelt in lakh and crore. */
function indianWords(n: number): string[] {
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1_000);
  const hundred = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (crore > 0) words.push(...indianWords(crore), 'Crore');
  if (lakh > 0) words.push(...belowHundred(lakh), 'Lakh');
  if (thousand > 0) words.push(...belowHundred(thousand), 'Thousand');
  if (hundred > 0) words.push(ONES[hundred]!, 'Hundred');
  words.push(...belowHundred(rest));
  return words;
}

/** Integer paise (zero or more) → 'Rupees One Thousand and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Amount in words needs whole paise, zero or more: ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest === 0 ? '' : `${belowHundred(rest).join(' ')} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  if (rupees === 0) return rest === 0 ? 'Rupees Zero Only' : `${paiseWords} Only`;
  const rupeeWords = `Rupees ${indianWords(rupees).join(' ')}`;
  return rest === 0 ? `${rupeeWords} Only` : `${rupeeWords} and ${paiseWords} Only`;
}
