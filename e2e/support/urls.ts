/** Ports of the e2e run: apart from `npm start`'s 4010/5173 so both can run at once. */
export const E2E_SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4110);
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 5273);
export const E2E_SIM_URL = `http://127.0.0.1:${E2E_SIM_PORT}`;
export const E2E_SITE_URL = `http://localhost:${E2E_SITE_PORT}`;
