export * from './render-screen';
export * from './list-server';
