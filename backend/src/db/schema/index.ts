// The database's tables, one file per part of the product. Migrations are generated from them
// (`npm run db:generate`, drizzle.config.ts) into db/migrations.
export * from './accounts';
export * from './billing';
export * from './catalog';
export * from './certificates';
export * from './news';
export * from './progress';
export * from './staff';
