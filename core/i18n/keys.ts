import type coreList from './messages/core.en';
import type coreDetail from './messages/core-detail.en';
import type fieldsBroker from './messages/fields-broker.en';
import type fieldsNotary from './messages/fields-notary.en';

/** Keys of the core messages (spec §8 keys, generic UI, forms, sections, tabs, rental facts). */
export type CoreMessageKey = keyof typeof coreList | keyof typeof coreDetail;
/** Field label keys of the broker feed: field.<group>.<field>. */
export type BrokerFieldKey = keyof typeof fieldsBroker;
/** Field label keys of the notary feed: field.notary.<prefix>.<field>. */
export type NotaryFieldKey = keyof typeof fieldsNotary;
export type FieldLabelKey = BrokerFieldKey | NotaryFieldKey | Extract<CoreMessageKey, `rental.field.${string}`>;
export type SectionKey = Extract<CoreMessageKey, `section.${string}`>;
export type TabKey = Extract<CoreMessageKey, `tab.${string}`>;
