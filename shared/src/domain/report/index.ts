export * from './finance-report';
export * from './gstr1-report';
export * from './report';
