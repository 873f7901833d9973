// `@firm/shared/runtime`: what must be ONE instance in the page. Federation shares this entry point as
// a singleton with a semver range, so the shell and every remote read one session store, one query
// cache and one axios instance. Import it by this name only: a relative path would bundle a copy.
export * from './storage-keys';
export * from './session-store';
export { readSignedInRole, readStoredRole, readStoredToken } from './stored-session';
export * from './http';
export * from './query-client';
export * from './session-end';
