/** What other modules may use of meeting-room: nothing yet (its routes are mounted by app.ts). */
export {};
