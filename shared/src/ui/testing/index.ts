export * from './render-screen';
