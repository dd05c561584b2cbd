/**
 * The npm registry reachable here serves only the linux-x64 builds of some platform-specific
 * packages, so `npm install` leaves the other platforms' optional dependencies out of
 * package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds a lock entry
 * (version, os, cpu, libc; nothing to download) for each such missing optional dependency, so
 * `npm ci` skips them as platform-incompatible. Run after changing dependencies:
 *   npm install && npm run lock:platforms
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [k: string]: unknown;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, Entry>;
};

export function platformOf(name: string): { os?: string[]; cpu: string[]; libc?: string[] } | null {
  if (/wasm32-wasi/.test(name)) return { cpu: ['wasm32'] };
  const m =
    /-(android|darwin|linux|win32|windows|freebsd|openbsd|netbsd|sunos|aix|openharmony)-(arm64|x64|ia32|arm|riscv64|ppc64|s390x|loong64)(?:-(gnu|musl|msvc|eabi|gnueabihf|musleabihf))?$/.exec(
      name,
    );
  if (!m) return null;
  const [, os, cpu, abi] = m;
  return {
    // Some packages name Windows 'windows'; npm calls it win32.
    os: [os === 'windows' ? 'win32' : os!],
    cpu: [cpu!],
    ...(abi === 'gnu' || abi === 'gnueabihf'
      ? { libc: ['glibc'] }
      : abi?.startsWith('musl')
        ? { libc: ['musl'] }
        : {}),
  };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) {
      console.warn(`left alone: ${dep} (optional dependency of ${path}; no platform in its name)`);
      continue;
    }
    lock.packages[`node_modules/${dep}`] = {
      version: range.replace(/^[\^~=]/, ''),
      optional: true,
      ...platform,
    };
    added++;
  }
}
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`Added ${added} platform entr${added === 1 ? 'y' : 'ies'} to package-lock.json`);
