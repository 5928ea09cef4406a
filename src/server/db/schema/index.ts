export * from './orgs';
export * from './credits';
export * from './jobs';
export * from './applications';
export * from './activity';
export * from './payments';
export * from './email';
export * from './admin';
