// The npm registry this project is built against serves only some platform builds of
// packages such as @tailwindcss/oxide. `npm install` then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses a lock that misses
// them. This adds those entries with their platform (os/cpu), so `npm ci` skips them
// on a machine they do not fit, as it would with a complete lock.
//
//   node scripts/complete-lockfile.mjs          add what is missing
//   node scripts/complete-lockfile.mjs --check  fail if anything is missing (npm run check)
import fs from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const OSES = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  return cpu ? { os, cpu } : undefined;
}

const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const missing = [];

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    missing.push({ key: hoisted, name, version, parent: entry });
  }
}

if (process.argv.includes('--check')) {
  if (missing.length > 0) {
    console.error(
      `package-lock.json misses ${missing.length} optional platform packages ` +
        `(${missing.map((m) => m.name).join(', ')}): run node scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
  process.exit(0);
}

for (const { key, name, version, parent } of missing) {
  const platform = platformOf(name);
  if (!platform) {
    console.error(`Cannot tell the platform of ${name}; add its lock entry by hand.`);
    process.exit(1);
  }
  packages[key] = {
    version,
    cpu: [platform.cpu],
    ...(parent.dev ? { dev: true } : {}),
    optional: true,
    ...(platform.os ? { os: [platform.os] } : {}),
  };
}

const [root, ...rest] = Object.entries(packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${missing.length} optional platform packages to package-lock.json`);
