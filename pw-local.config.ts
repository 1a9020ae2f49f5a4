import config from './playwright.config';
export default { ...config, webServer: { ...(config.webServer as object), timeout: 400_000 } };
