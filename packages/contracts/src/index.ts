// Zod-free modules first: the web imports constants from here without pulling zod into its first bundle
// (the package is side-effect free, so unused schema modules are dropped).
export * from './error-codes.ts';
export * from './constants.ts';
export * from './languages.ts';
export * from './site-model.ts';
export * from './cs-path.ts';
export * from './validation.ts';
export * from './lottery-rules.ts';
export * from './games-rules.ts';
// Schemas (zod): the server's route contracts.
export * from './errors.ts';
export * from './site.ts';
export * from './brand-theme.ts';
export * from './games.ts';
export * from './notify.ts';
export * from './auth.ts';
export * from './wallet.ts';
export * from './lottery.ts';
export * from './payments.ts';
export * from './operator.ts';
export * from './console.ts';
export * from './console-catalogue.ts';
export * from './inhouse.ts';
export * from './hub88.ts';
export * from './records.ts';
export * from './rewards.ts';
export * from './missions.ts';
export * from './giveaways.ts';
export * from './rewards-rebate.ts';
export * from './rewards-vip.ts';
export * from './points.ts';
export * from './referrals.ts';
export * from './agents.ts';
export * from './agent-contracts.ts';
export * from './content.ts';
export * from './messages.ts';
export * from './protection.ts';
