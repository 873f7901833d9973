import { gstr1SchemaErrors } from './validate.test-support';

describe('the schema', () => {
  it.each([
    ['an fp that is not MMYYYY', { fp: '2026-10' }],
    [
      'a date in ISO form',
      {
        b2cl: [
          { pos: '33', inv: [{ inum: 'A1', idt: '2026-10-05', val: 1, itms: [{ num: 1, itm_det: { txval: 1, rt: 18, iamt: 0.18 } }] }] },
        ],
      },
    ],
    ['an amount with three decimals', { b2cs: [{ sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 1.005 }] }],
    ['a rate not in force', { b2cs: [{ sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 17, txval: 1 }] }],
    ['a place of supply by name', { b2cs: [{ sply_ty: 'INTRA', pos: 'Karnataka', typ: 'OE', rt: 18, txval: 1 }] }],
    ['an unknown section', { b2bx: [] }],
  ])('refuses %s', (_name, over) => {
    expect(gstr1SchemaErrors({ gstin: '29AAHFK4108N1ZZ', fp: '102026', ...over })).not.toEqual([]);
  });
});
