/**
 * How long one of the renderer's tests may take. Each draws whole cars (or a photo) in software:
 * seconds alone, but over a minute on a 2-core CI machine while the build tests beside them use
 * both cores. It only catches a test that hangs; how fast the renderer is, is not a test's business.
 */
export const RENDER_TIMEOUT_MS = 300_000;
