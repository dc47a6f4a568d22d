export * from './auth';
export * from './audit';
export * from './customers';
export * from './molds';
export * from './products';
export * from './suppliers';
export * from './machines';
export * from './stock';
