/** Home's banner group (G-011). A module of its own: the shell's build reads it without the app's stores (app/shell/render-shell.tsx). */
export const HOME_BANNER_GROUP = 'm_home';
