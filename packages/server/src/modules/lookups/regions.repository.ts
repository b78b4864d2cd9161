import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { regions } from '@mbo/db/schema';
import { REGION_LIST_MAX } from '@mbo/contracts/lookups/countries';

/** States, provinces and cities (reference data of the migration). */
export function createRegionsRepository(db: Database) {
  return {
    byParent: (parentId: number) =>
      db.select().from(regions).where(eq(regions.parentId, parentId)).orderBy(asc(regions.id)).limit(REGION_LIST_MAX),
    byIds: (ids: readonly number[]) =>
      db
        .select()
        .from(regions)
        .where(inArray(regions.id, [...ids])),
  };
}
export type RegionsRepository = ReturnType<typeof createRegionsRepository>;
