/**
 * The GraphQL enum name of a value people see: 'Bug Report' → 'BUG_REPORT', 'board-game' →
 * 'BOARD_GAME' (the same rule as graphqlEnumName in services/lib, which the SDL enums follow).
 */
export const graphqlEnumName = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
