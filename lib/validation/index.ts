export * from './fields';
export { parseId, parseInput, queryObject } from './parse';
