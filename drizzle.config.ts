import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a SQL migration for each schema change into src/server/storage/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/storage/schema.ts',
  out: './src/server/storage/migrations',
});
