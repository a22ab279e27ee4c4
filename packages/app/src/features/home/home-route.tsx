import { HomePage } from './home-page';

/** Route module (lazy): React Router reads `Component`. */
export const Component = HomePage;
