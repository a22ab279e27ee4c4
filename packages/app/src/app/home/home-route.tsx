import { HomePage } from './home-page';

/** Route module (lazy-loaded by src/app/routes.tsx). */
export default HomePage;
