import { createBrowserRouter } from 'react-router-dom';
import { routeObjects } from './routes';

export const createAppRouter = () => createBrowserRouter(routeObjects);
