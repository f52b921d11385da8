-- Catalogue text per language (issue 13 item 10). `name` (and a tier's `prize`) stays the default
-- text; `name_i18n` (a tier's `prizeI18n`) holds { ru, en?, de?, es?, vt? }. Existing rows get
-- { ru: name }, the seeded ones (still named as seeded) all five languages.
ALTER TABLE "packages" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "career_statuses" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "promo_campaigns" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
CREATE TEMPORARY TABLE seeded_names (name text PRIMARY KEY, i18n jsonb NOT NULL);--> statement-breakpoint
INSERT INTO seeded_names (name, i18n) VALUES
  ('Start', '{"ru":"Старт","en":"Start","de":"Start","es":"Inicio","vt":"Khởi đầu"}'),
  ('Basic', '{"ru":"Базовый","en":"Basic","de":"Basis","es":"Básico","vt":"Cơ bản"}'),
  ('Standard', '{"ru":"Стандарт","en":"Standard","de":"Standard","es":"Estándar","vt":"Tiêu chuẩn"}'),
  ('Advanced', '{"ru":"Продвинутый","en":"Advanced","de":"Fortgeschritten","es":"Avanzado","vt":"Nâng cao"}'),
  ('Premium', '{"ru":"Премиум","en":"Premium","de":"Premium","es":"Premium","vt":"Cao cấp"}'),
  ('Elite', '{"ru":"Элит","en":"Elite","de":"Elite","es":"Élite","vt":"Tinh hoa"}'),
  ('Bronze', '{"ru":"Бронза","en":"Bronze","de":"Bronze","es":"Bronce","vt":"Đồng"}'),
  ('Silver', '{"ru":"Серебро","en":"Silver","de":"Silber","es":"Plata","vt":"Bạc"}'),
  ('Gold', '{"ru":"Золото","en":"Gold","de":"Gold","es":"Oro","vt":"Vàng"}'),
  ('Platinum', '{"ru":"Платина","en":"Platinum","de":"Platin","es":"Platino","vt":"Bạch kim"}'),
  ('Diamond', '{"ru":"Бриллиант","en":"Diamond","de":"Diamant","es":"Diamante","vt":"Kim cương"}'),
  ('Launch promo', '{"ru":"Стартовая акция","en":"Launch promo","de":"Startaktion","es":"Promoción de lanzamiento","vt":"Khuyến mãi ra mắt"}'),
  ('1 g gold bar', '{"ru":"Золотой слиток 1 г","en":"1 g gold bar","de":"Goldbarren 1 g","es":"Lingote de oro de 1 g","vt":"Thỏi vàng 1 g"}'),
  ('3 g gold bar', '{"ru":"Золотой слиток 3 г","en":"3 g gold bar","de":"Goldbarren 3 g","es":"Lingote de oro de 3 g","vt":"Thỏi vàng 3 g"}'),
  ('Flight up to 1 200 USD', '{"ru":"Перелёт до 1 200 USD","en":"Flight up to 1 200 USD","de":"Flug bis 1 200 USD","es":"Vuelo de hasta 1 200 USD","vt":"Chuyến bay đến 1 200 USD"}'),
  ('Flight up to 1 500 USD', '{"ru":"Перелёт до 1 500 USD","en":"Flight up to 1 500 USD","de":"Flug bis 1 500 USD","es":"Vuelo de hasta 1 500 USD","vt":"Chuyến bay đến 1 500 USD"}'),
  ('Flight up to 1 750 USD', '{"ru":"Перелёт до 1 750 USD","en":"Flight up to 1 750 USD","de":"Flug bis 1 750 USD","es":"Vuelo de hasta 1 750 USD","vt":"Chuyến bay đến 1 750 USD"}'),
  ('Flight up to 1 750 USD + 5 g gold bar', '{"ru":"Перелёт до 1 750 USD + золотой слиток 5 г","en":"Flight up to 1 750 USD + 5 g gold bar","de":"Flug bis 1 750 USD + Goldbarren 5 g","es":"Vuelo de hasta 1 750 USD + lingote de oro de 5 g","vt":"Chuyến bay đến 1 750 USD + thỏi vàng 5 g"}'),
  ('Flight up to 2 250 USD + 10 g gold bar', '{"ru":"Перелёт до 2 250 USD + золотой слиток 10 г","en":"Flight up to 2 250 USD + 10 g gold bar","de":"Flug bis 2 250 USD + Goldbarren 10 g","es":"Vuelo de hasta 2 250 USD + lingote de oro de 10 g","vt":"Chuyến bay đến 2 250 USD + thỏi vàng 10 g"}'),
  ('Flight up to 2 550 USD', '{"ru":"Перелёт до 2 550 USD","en":"Flight up to 2 550 USD","de":"Flug bis 2 550 USD","es":"Vuelo de hasta 2 550 USD","vt":"Chuyến bay đến 2 550 USD"}');--> statement-breakpoint
UPDATE "packages" p SET "name_i18n" = coalesce((SELECT s.i18n FROM seeded_names s WHERE s.name = p.name), jsonb_build_object('ru', p.name));--> statement-breakpoint
UPDATE "career_statuses" c SET "name_i18n" = coalesce((SELECT s.i18n FROM seeded_names s WHERE s.name = c.name), jsonb_build_object('ru', c.name));--> statement-breakpoint
UPDATE "promo_campaigns" c SET "name_i18n" = coalesce((SELECT s.i18n FROM seeded_names s WHERE s.name = c.name), jsonb_build_object('ru', c.name));--> statement-breakpoint
UPDATE "promo_campaigns" c SET "tiers" = (
  SELECT coalesce(jsonb_agg(t.tier || jsonb_build_object('prizeI18n', coalesce(
    (SELECT s.i18n FROM seeded_names s WHERE s.name = t.tier->>'prize'),
    jsonb_build_object('ru', t.tier->>'prize'))) ORDER BY t.n), '[]'::jsonb)
  FROM jsonb_array_elements(c.tiers) WITH ORDINALITY AS t(tier, n)
);--> statement-breakpoint
DROP TABLE seeded_names;
