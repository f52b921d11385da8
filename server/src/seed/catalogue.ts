import { units } from 'shared-api/contract';
import type { Clock } from '../clock';
import { packages, settings } from '../db/schema';
import type { Db } from '../db/types';

/**
 * business rules (Packages): the seeded catalogue, admin-editable afterwards. `name` stays the
 * catalogue key the demo and tests know; the screens show `nameI18n` in the user's language.
 */
export const CATALOGUE = [
  {
    name: 'Start',
    nameI18n: { ru: 'Старт', en: 'Start', de: 'Start', es: 'Inicio', vt: 'Khởi đầu' },
    price: 100,
    dailyIncomeBp: 40,
    additionalDays: 0,
    linearLevels: 1,
    limit: 50,
  },
  {
    name: 'Basic',
    nameI18n: { ru: 'Базовый', en: 'Basic', de: 'Basis', es: 'Básico', vt: 'Cơ bản' },
    price: 500,
    dailyIncomeBp: 45,
    additionalDays: 0,
    linearLevels: 2,
    limit: 250,
  },
  {
    name: 'Standard',
    nameI18n: { ru: 'Стандарт', en: 'Standard', de: 'Standard', es: 'Estándar', vt: 'Tiêu chuẩn' },
    price: 1_000,
    dailyIncomeBp: 50,
    additionalDays: 10,
    linearLevels: 3,
    limit: 500,
  },
  {
    name: 'Advanced',
    nameI18n: {
      ru: 'Продвинутый',
      en: 'Advanced',
      de: 'Fortgeschritten',
      es: 'Avanzado',
      vt: 'Nâng cao',
    },
    price: 2_500,
    dailyIncomeBp: 55,
    additionalDays: 20,
    linearLevels: 4,
    limit: 1_250,
  },
  {
    name: 'Premium',
    nameI18n: { ru: 'Премиум', en: 'Premium', de: 'Premium', es: 'Premium', vt: 'Cao cấp' },
    price: 5_000,
    dailyIncomeBp: 60,
    additionalDays: 30,
    linearLevels: 5,
    limit: 2_500,
  },
  {
    name: 'Elite',
    nameI18n: { ru: 'Элит', en: 'Elite', de: 'Elite', es: 'Élite', vt: 'Tinh hoa' },
    price: 10_000,
    dailyIncomeBp: 70,
    additionalDays: 45,
    linearLevels: 6,
    limit: 5_000,
  },
] as const;

export const CATALOGUE_PERIOD_DAYS = 300;

/** Marks the catalogue as seeded once: an admin who deletes the packages later is not overruled. */
const MARKER = 'catalogue-seeded';

/**
 * Seeds the catalogue on the first start of a database (main.ts, and fresh test databases);
 * later calls do nothing, also when several instances start at once (the marker's key is the
 * lock). Returns how many packages it created.
 */
export async function seedCatalogue(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(settings)
      .values({ key: MARKER, value: { seededAt: now.toISOString() }, updatedAt: now })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (marked.length === 0) return 0;
    const created = await tx
      .insert(packages)
      .values(
        CATALOGUE.map((p) => ({
          name: p.name,
          nameI18n: p.nameI18n,
          price: BigInt(units(p.price)),
          dailyIncomeBp: p.dailyIncomeBp,
          periodDays: CATALOGUE_PERIOD_DAYS,
          additionalDays: p.additionalDays,
          linearLevels: p.linearLevels,
          binaryDailyLimit: BigInt(units(p.limit)),
          status: 'active' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: packages.id });
    return created.length;
  });
}
