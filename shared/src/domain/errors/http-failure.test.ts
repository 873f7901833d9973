import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { toHttpFailure } from './http-failure';

const config = { headers: {} } as InternalAxiosRequestConfig;
const answered = (status: number, data: unknown) =>
  new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, { status, data } as AxiosResponse);

describe('what a call threw, as the error mappings read it', () => {
  it.each<[string, unknown, ReturnType<typeof toHttpFailure>]>([
    [
      'an answered refusal keeps its status and body',
      answered(409, { success: false, message: 'Email already exists' }),
      {
        status: 409,
        data: { success: false, message: 'Email already exists' },
        code: 'ERR_BAD_REQUEST',
        message: 'Request failed with status code 409',
      },
    ],
    [
      'a call that got no answer keeps the client’s code',
      new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config),
      { status: undefined, data: undefined, code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' },
    ],
    [
      'any other error keeps its message',
      new Error('Invalid response format from server'),
      { message: 'Invalid response format from server' },
    ],
    ['something that is no error says nothing', 'boom', {}],
    ['an object that only looks like an answer is not trusted', { response: { status: 500 } }, {}],
  ])('%s', (_case, thrown, failure) => {
    expect(toHttpFailure(thrown)).toEqual(failure);
  });
});
