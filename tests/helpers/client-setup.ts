import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetCurrentUser } from '../../src/client/features/auth/current-user';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The current user lives in a module-level store: each test starts as a page load does.
  resetCurrentUser();
});
