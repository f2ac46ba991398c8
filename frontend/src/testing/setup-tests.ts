import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazily loaded screens plus a shared 2-core CI machine can take more than the default 1 s to appear.
configure({ asyncUtilTimeout: 3000 });
