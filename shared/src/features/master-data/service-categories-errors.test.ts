import type { HttpFailure } from '@firm/shared/domain/errors';
import { serviceCategorySaveErrorMessage } from './service-categories-errors';

const network: HttpFailure = { code: 'ERR_NETWORK', message: 'Network Error' };

describe('service categories', () => {
  it.each<[string, string]>([
    [serviceCategorySaveErrorMessage({ status: 500 }, 'create'), 'Failed to add service category'],
    [serviceCategorySaveErrorMessage(network, 'update'), 'Failed to update service category'],
    [
      serviceCategorySaveErrorMessage({ status: 409, data: { message: 'Service name already exists' } }, 'create'),
      'Service name already exists',
    ],
  ])('says %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
