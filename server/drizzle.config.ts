import { defineConfig } from 'drizzle-kit';

// `pnpm --filter server db:generate` writes SQL migrations from the schema into drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
