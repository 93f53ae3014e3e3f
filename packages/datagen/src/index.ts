export { type GenerateRangeOptions, generateCompanies, generateDataset } from './generate';
export { DEEP_SPAN, type GroupPlace, groupPlace, parentOf } from './groups';
export * from './identifiers';
export { INDUSTRIES, INDUSTRY_CATALOGUE, type IndustryInfo, type ProfileKey } from './industries';
export { mulberry32 } from './random';
export * from './types';
