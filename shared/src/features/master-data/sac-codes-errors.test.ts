import type { HttpFailure } from '@firm/shared/domain/errors';
import { sacCodeFetchErrorMessage, sacCodeSaveErrorMessage } from './sac-codes-errors';

const network: HttpFailure = { code: 'ERR_NETWORK', message: 'Network Error' };

describe('SAC codes', () => {
  it.each<[string, string]>([
    [
      sacCodeSaveErrorMessage({ status: 400, data: { errors: [{ field: 'code', message: 'SAC code already exists' }] } }, 'create'),
      'SAC code already exists',
    ],
    [sacCodeSaveErrorMessage({ status: 409, data: { message: 'SAC code already exists' } }, 'create'), 'SAC code already exists'],
    [sacCodeSaveErrorMessage({ status: 500 }, 'create'), 'Failed to add SAC code'],
    [sacCodeSaveErrorMessage(network, 'update'), 'Failed to update SAC code'],
    [sacCodeFetchErrorMessage({ status: 404, data: { message: 'SAC code not found' } }), 'SAC code not found'],
    [sacCodeFetchErrorMessage(network), 'Failed to fetch SAC code'],
  ])('says %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
