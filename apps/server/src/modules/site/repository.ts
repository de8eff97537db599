import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { SETTING_SCHEMAS, type SettingKey, type SettingValue } from './settings.ts';

/** All SQL of the site module. */
export class SiteRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async getSetting<K extends SettingKey>(key: K): Promise<SettingValue<K> | undefined> {
    const row = await this.db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (SETTING_SCHEMAS[key].parse(row.value) as SettingValue<K>) : undefined;
  }

  async putSetting<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
    const json = JSON.stringify(SETTING_SCHEMAS[key].parse(value));
    await this.db
      .insertInto('site_settings')
      .values({ key, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
      .execute();
  }

  /** Inserts only when the key is absent, so re-seeding keeps an operator's changes. */
  async seedSetting<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
    await this.db
      .insertInto('site_settings')
      .values({ key, value: JSON.stringify(SETTING_SCHEMAS[key].parse(value)) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }

  /** Runs `fn` in one transaction with a repository bound to it (a settings change is all or nothing). */
  transaction<T>(fn: (repo: SiteRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new SiteRepository(trx)));
  }

  listFlags() {
    return this.db.selectFrom('whitelabel_flags').select(['mod_id', 'parent_id', 'enabled', 'sort']).orderBy('sort').orderBy('mod_id').execute();
  }

  async setFlag(modId: string, enabled: boolean): Promise<boolean> {
    const result = await this.db.updateTable('whitelabel_flags').set({ enabled }).where('mod_id', '=', modId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  listCustomerService() {
    return this.db
      .selectFrom('customer_service_entries')
      .select(['id', 'cs_type', 'title', 'position', 'path'])
      .where('enabled', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  listRegisterRules() {
    return this.db.selectFrom('register_rules').selectAll().orderBy('pattern_id').execute();
  }

  listDomainRoutes() {
    return this.db.selectFrom('domain_routes').selectAll().orderBy('domain').execute();
  }
}
