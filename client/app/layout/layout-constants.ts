export const DRAWER_WIDTH = 264;
/** The id of the side menu, referenced by the header's menu button. */
export const SIDE_MENU_ID = 'side-menu';
export const MAIN_CONTENT_ID = 'main-content';
