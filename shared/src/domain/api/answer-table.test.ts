import { z } from 'zod';
import { routeOf, type AnswerTable } from './answer-table';

const any = { 200: z.unknown() };
const table: AnswerTable = {
  'GET /api/tasks': any,
  'GET /api/tasks/:id': any,
  'GET /api/tasks/options': any,
  'GET /api/tasks/:id/files/:fileRef': any,
  'PUT /api/tasks/:id/billing-office': any,
  'PUT /api/:kind/:id/billing-office': any,
};

describe('routeOf', () => {
  it.each([
    ['GET', '/api/tasks', 'GET /api/tasks'],
    ['get', '/api/tasks/?page=2&limit=10', 'GET /api/tasks'],
    ['GET', '/api/tasks/7', 'GET /api/tasks/:id'],
    ['GET', '/api/tasks/options', 'GET /api/tasks/options'],
    ['GET', '/api/tasks/7/files/3', 'GET /api/tasks/:id/files/:fileRef'],
    ['PUT', '/api/tasks/7/billing-office', 'PUT /api/tasks/:id/billing-office'],
    ['PUT', '/api/clients/7/billing-office', 'PUT /api/:kind/:id/billing-office'],
    ['DELETE', '/api/tasks/7', undefined],
    ['GET', '/api/tasks/7/files', undefined],
    ['GET', '/api/invoices', undefined],
  ])('finds %s %s in the table as %s', (method, url, route) => {
    expect(routeOf(table, method, url)).toBe(route);
  });
});
