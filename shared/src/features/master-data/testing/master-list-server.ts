import type { MockReply, MockRequest } from '@firm/shared/runtime/testing';
import { isActiveFilter, listServerReply, type ListServerOptions } from '@firm/shared/ui/testing';

// Tests only: a master list's route (SAC codes, service categories) over an array: searched, filtered by
// status and sorted as the server does.

export function masterListServer<T extends { is_active: boolean }>(
  key: string,
  rows: readonly T[],
  searchIn: (row: T) => string[],
  sortBy: ListServerOptions<T>['sortBy'],
) {
  return (request: MockRequest): MockReply =>
    listServerReply(rows, request, { wrap: (matched) => ({ [key]: matched }), searchIn, filters: isActiveFilter, sortBy });
}
