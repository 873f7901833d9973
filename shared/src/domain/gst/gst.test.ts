import { OFFICES } from '../firm';
import {
  gstinCheckCharacter,
  gstinMatchesState,
  gstinProblem,
  INDIAN_STATES,
  isGstinFormat,
  isValidGstin,
  panOfGstin,
  stateByName,
  stateCodeOfGstin,
  stateOfCode,
} from './gst';

describe('GSTIN', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['27aapfu0939f1zv', true],
    ['27AAPFU0939F1ZW', false],
    ['27AAPFU0939F1Z', false],
    ['99AAPFU0939F1ZV', false],
    ['2AAAPFU0939F1ZV', false],
    ['', false],
  ])('%j is valid: %s', (gstin, expected) => {
    expect(isValidGstin(gstin)).toBe(expected);
  });

  it('computes the check character of the known example', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('tells shape from checksum', () => {
    expect(isGstinFormat('27AAPFU0939F1ZW')).toBe(true);
    expect(isGstinFormat('27AAPFU0939F0ZV')).toBe(false);
  });

  it.each([
    ['27AAPFU0939F1ZV', null],
    ['27AAPFU0939F1Z', 'Enter a valid 15-character GSTIN'],
    ['27AAPFU0939F1Z-V', 'Enter a valid 15-character GSTIN'],
    ['99AAPFU0939F1ZV', 'The GSTIN\'s state code "99" (its first two characters) is not a GST state code'],
    ['2AAAPFU0939F1ZV', 'The GSTIN\'s state code "2A" (its first two characters) is not a GST state code'],
    ['27AAPF00939F1ZV', "The GSTIN's characters 3 to 12 should be the holder's PAN: 5 letters, 4 digits and a letter"],
    ['27AAPFU0939F0ZV', "The GSTIN's 13th character (the entity number) should be 1-9 or A-Z"],
    ['27AAPFU0939F1XV', 'The GSTIN\'s 14th character should be "Z"'],
    ['27AAPFU0939F1ZW', "The GSTIN's check character is wrong: the last character should be V"],
    ['29AAHFK4108N1Z1', "The GSTIN's check character is wrong: the last character should be Z"],
  ])('says what is wrong with %s', (gstin, expected) => {
    expect(gstinProblem(gstin, 'Enter a valid 15-character GSTIN')?.message ?? null).toBe(expected);
  });

  it('reads the state code and the PAN', () => {
    expect(stateCodeOfGstin('27AAPFU0939F1ZV')).toBe('27');
    expect(stateCodeOfGstin('x')).toBeUndefined();
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it.each([
    ['27AAPFU0939F1ZV', 'Maharashtra', true],
    ['27AAPFU0939F1ZV', 'maharashtra', true],
    ['27AAPFU0939F1ZV', 'Karnataka', false],
    ['29AAHFK4108N1ZZ', 'Karnataka', true],
    ['28AAPFU0939F1ZV', 'Andhra Pradesh', true],
    ['25AAPFU0939F1ZV', 'Dadra and Nagar Haveli and Daman and Diu', true],
    ['27AAPFU0939F1ZV', 'Atlantis', false],
  ])('%s matches %s: %s', (gstin, state, expected) => {
    expect(gstinMatchesState(gstin, state)).toBe(expected);
  });

  it('gives the firm offices GSTINs with valid check characters for their states', () => {
    for (const office of OFFICES) {
      expect(isValidGstin(office.gstin)).toBe(true);
      expect(gstinMatchesState(office.gstin, office.state)).toBe(true);
      expect(panOfGstin(office.gstin)).toBe('AAHFK4108N');
    }
  });
});

describe('state list', () => {
  it.each([
    ['01', 'Jammu and Kashmir'],
    ['07', 'Delhi'],
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
    ['97', 'Other Territory'],
  ])('code %s is %s', (code, name) => {
    expect(stateOfCode(code)?.name).toBe(name);
  });

  it('lists every code once', () => {
    const codes = INDIAN_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(37);
  });

  it('marks the Union Territories without a legislature for UTGST', () => {
    expect(INDIAN_STATES.filter((s) => s.utgst).map((s) => s.code)).toEqual(['04', '26', '31', '35', '38']);
  });

  it('finds a state by a loosely written name', () => {
    expect(stateByName('Andaman & Nicobar Islands')?.code).toBe('35');
    expect(stateByName('Lakshadweep Islands')).toMatchObject({ code: '31', name: 'Lakshadweep' });
    expect(stateByName('LAKSHADWEEP')?.code).toBe('31');
    expect(stateByName('')).toBeUndefined();
  });
});
