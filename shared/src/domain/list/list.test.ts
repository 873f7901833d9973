import { listQuerySchema, paginationOf, queryBoolean } from './list';

const schema = listQuerySchema({ sortKeys: ['name', 'code'], defaultSort: 'name', filters: { is_active: queryBoolean('Status') } });
const firstMessage = (input: object) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the list contract', () => {
  it('fills page, limit, sort and order from their defaults, and reads blank values as absent', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 25, sort: 'name', order: 'asc', search: undefined, is_active: undefined });
    expect(schema.parse({ page: '', limit: '', sort: '', order: '', search: '  ', is_active: '' })).toMatchObject({
      page: 1,
      limit: 25,
      sort: 'name',
      search: undefined,
    });
    expect(schema.parse({ page: '3', limit: '100', sort: 'code', order: 'desc', search: ' acme ', is_active: 'false' })).toEqual({
      page: 3,
      limit: 100,
      sort: 'code',
      order: 'desc',
      search: 'acme',
      is_active: false,
    });
  });

  it.each([
    [{ page: '0' }, 'Page must be a whole number from 1 to 10,00,000'],
    [{ page: '1.5' }, 'Page must be a whole number from 1 to 10,00,000'],
    [{ page: '99999999' }, 'Page must be a whole number from 1 to 10,00,000'],
    [{ limit: '101' }, 'Limit must be a whole number from 1 to 100'],
    [{ sort: 'password' }, 'Sort must be one of name, code'],
    [{ order: 'sideways' }, 'Order must be asc or desc'],
    [{ search: 'a\u0000b' }, 'Search format is invalid'],
    [{ search: 'x'.repeat(201) }, 'Search must be no more than 200 characters'],
    [{ is_active: 'yes' }, 'Status must be true or false'],
  ])('refuses %j in plain words', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('counts pages from the total', () => {
    expect(paginationOf({ page: 2, limit: 25 }, 51)).toEqual({ page: 2, limit: 25, total: 51, pages: 3 });
    expect(paginationOf({ page: 1, limit: 25 }, 0)).toEqual({ page: 1, limit: 25, total: 0, pages: 0 });
  });
});
