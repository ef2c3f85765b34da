/** The period a rent price is for (estate.general.price.period, spec §3 e.g. 'MONTH'), labelled as enum.PricePeriod.<CODE>. */
export const PRICE_PERIOD = ['DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR'] as const;
