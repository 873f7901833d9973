export * from './contact';
export * from './enquiry';
