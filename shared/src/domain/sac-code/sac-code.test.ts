import { sacCodeBodySchema } from './sac-code';
import { zodFieldErrors } from '../validation';

describe('SAC code body', () => {
  it('accepts six digits and defaults to active', () => {
    expect(sacCodeBodySchema.parse({ code: ' 998231 ', description: 'Accounting services' })).toEqual({
      code: '998231',
      description: 'Accounting services',
      is_active: true,
    });
  });

  it.each([
    [{ code: '' }, 'code', 'SAC code is required'],
    [{ code: '99823' }, 'code', 'SAC code must be exactly 6 digits'],
    [{ code: '9982311' }, 'code', 'SAC code must be exactly 6 digits'],
    [{ code: '99823a' }, 'code', 'SAC code must be exactly 6 digits'],
    [{ description: '  ' }, 'description', 'Description is required'],
  ])('with %j reports %s: %s', (patch, field, message) => {
    const result = sacCodeBodySchema.safeParse({ code: '998231', description: 'Accounting', is_active: false, ...patch });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodFieldErrors(result.error)[field]).toBe(message);
  });
});
