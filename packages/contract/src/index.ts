export * from './api';
export * from './constants';
export * from './entities';
export * from './format';
export * from './text';
