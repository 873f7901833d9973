import { OFFICES } from '../firm';
import {
  gstinCheckCharacter,
  gstinMatchesState,
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
    expect(stateByName('')).toBeUndefined();
  });
});
