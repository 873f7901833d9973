import { openDatabase } from '../../server/src/db/database';
import { generateProjects } from '../../server/src/modules/compliance';

// One process of `npm run bench:compliance`'s race: runs one generator pass on PostgreSQL (RACE_URL) at
// RACE_NOW and prints what it opened as JSON. Two of these run at once over the same firm.

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.RACE_URL! });
  try {
    const started = performance.now();
    const report = await generateProjects(database.db, new Date(process.env.RACE_NOW!));
    console.log(JSON.stringify({ opened: report.opened, ms: Math.round(performance.now() - started) }));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
