// `npm run bench -- NAME` runs bench/NAME.ts; with no name, every benchmark in turn.
// Each bench module exports its runner as the default export or as `run`; it prints its figures.
const BENCHES = [
  'client',
  'local-api',
  'bot',
  'slack',
  'discord',
  'bridge',
  'captions',
  'moderation',
  'moderation-sweeps',
  'translit',
  'long-text',
  'scale',
] as const;

type BenchModule = { default?: () => Promise<void>; run?: () => Promise<void> };

async function runOne(name: string): Promise<void> {
  const mod = (await import(`./${name}.ts`)) as BenchModule;
  const runner = mod.default ?? mod.run;
  if (!runner) throw new Error(`bench/${name}.ts exports no default or \`run\` function`);
  console.log(`\n== bench: ${name} ==`);
  await runner();
}

// names come first; options after them (`translit --data DIR`) belong to the benches
const args = process.argv.slice(2).filter((a) => a !== '--');
const firstOption = args.findIndex((a) => a.startsWith('--'));
const asked = firstOption < 0 ? args : args.slice(0, firstOption);
const unknown = asked.filter((n) => !(BENCHES as readonly string[]).includes(n));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from: ${BENCHES.join(', ')}`);
  process.exit(2);
}
for (const name of asked.length ? asked : BENCHES) await runOne(name);
// Pooled sockets or engine children of a bench must not keep the process alive after the figures.
process.exit(0);
