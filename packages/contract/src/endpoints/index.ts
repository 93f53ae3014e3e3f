export * from './client-types';
export * from './define';
export * from './paths';
export * from './table';
