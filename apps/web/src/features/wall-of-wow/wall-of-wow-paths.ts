/** Where the Wall of Wow's administration lives. */
export const WALL_OF_WOW_LIST = '/admin/wall-of-wow';
