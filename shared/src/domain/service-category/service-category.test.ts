import { serviceCategoryBodySchema, SERVICE_CATEGORY_DEFAULTS } from './service-category';
import { zodFieldErrors } from '../validation';

const valid = { name: 'GST Return Filing', description: 'Monthly GSTR-1 and GSTR-3B', is_active: true, cgst: 9, sgst: 9, igst: 18 };

describe('service category body', () => {
  it('fills the defaults: active, CGST 9, SGST 9, IGST 18', () => {
    expect(serviceCategoryBodySchema.parse({ name: 'Audit', description: 'Statutory audit' })).toEqual({
      name: 'Audit',
      description: 'Statutory audit',
      ...SERVICE_CATEGORY_DEFAULTS,
      gst_treatment: 'taxable',
    });
  });

  it('reads rates typed into a form as text', () => {
    expect(serviceCategoryBodySchema.parse({ ...valid, cgst: '2.5', sgst: '2.5', igst: '5' })).toMatchObject({ cgst: 2.5, igst: 5 });
  });

  it.each([
    [{ name: ' ' }, 'name', 'Service name is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ cgst: -1 }, 'cgst', 'CGST must be between 0 and 100'],
    [{ sgst: 100.5 }, 'sgst', 'SGST must be between 0 and 100'],
    [{ igst: '' }, 'igst', 'IGST must be between 0 and 100'],
    [{ igst: 18.005 }, 'igst', 'IGST must be between 0 and 100'],
  ])('with %j reports %s: %s', (patch, field, message) => {
    const result = serviceCategoryBodySchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodFieldErrors(result.error)[field]).toBe(message);
  });
});
