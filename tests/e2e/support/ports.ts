// Ports of their own, so the browser suite runs beside a developer's `npm start`.
export const ports = { backend: 1437, web: 3137, webWithoutBackend: 3138 };
