export function startMockApi(): Promise<{ origin: string; close: () => void }>;
