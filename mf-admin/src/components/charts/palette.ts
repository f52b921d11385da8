/** Series colours (antd's blue, green, orange, magenta, purple), in series order. */
export const SERIES_COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1'] as const;

/** Line dashes, so series differ by more than colour. */
export const SERIES_DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2'] as const;

export const colorOf = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];
export const dashOf = (index: number) => SERIES_DASHES[index % SERIES_DASHES.length];
