export * from './endpoint';
export * from './common';
export * from './games';
export * from './analytics';
export * from './health';
export * from './stories';
export * from './auth';
export * from './admin';
