export * from './service-category';
