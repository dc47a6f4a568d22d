export * from './fields';
export { parseId, parseInput } from './parse';
