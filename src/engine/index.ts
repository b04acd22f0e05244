// The engine's public surface: the rules of Fakeout as pure functions (see SPEC.md §3–§5, §9).
export * from './categories';
export * from './categories-selection';
export * from './constants';
export * from './faker';
export * from './flow';
export * from './players';
export * from './random';
export * from './result';
export * from './results';
export * from './scoring';
export * from './settings';
export * from './setup';
export * from './share';
export * from './state';
export * from './stories';
export * from './types';
export * from './voting';
