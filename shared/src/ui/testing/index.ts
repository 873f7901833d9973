export * from './render-screen';
export * from './list-server';
export * from './prefetched-page';
export * from './screen-width';
export * from './role-area';
export * from './area-suites';
export * from './list-prefetch-suite';
export * from './table-rows';
