export * from './errors.ts';
export * from './constants.ts';
export * from './languages.ts';
export * from './site.ts';
export * from './cs-path.ts';
export * from './validation.ts';
