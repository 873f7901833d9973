import { projectListErrorMessage } from './project-list-errors';

describe('what the Projects list says when it cannot load', () => {
  it.each([
    [{ status: 400, data: { errors: [{ field: 'due', message: 'must be a window' }] } }, 'Validation error: Due: must be a window'],
    [{ status: 400, data: { message: 'Bad filter' } }, 'Bad filter'],
    [{ status: 400, data: {} }, 'Validation error or duplicate data'],
    [
      { status: 422, data: { detail: [{ loc: ['query', 'page'], msg: 'page must be positive' }] } },
      'Validation Error: page must be positive',
    ],
    [{ status: 500, data: { message: 'Database unavailable' } }, 'Database unavailable'],
    [{ status: 500, data: {} }, 'Internal server error'],
    [{ status: 503, data: { message: 'Maintenance' } }, 'Server error: Maintenance'],
    [{ code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' }, 'Request timeout. Please check your connection.'],
    [{}, 'An unknown error occurred'],
  ])('%j → %s', (failure, expected) => {
    expect(projectListErrorMessage(failure)).toBe(expected);
  });
});
