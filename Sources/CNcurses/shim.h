// The C side of the ncurses binding: wide-character ncurses plus small wrappers for the
// macros and global variables that Swift cannot import or that strict concurrency rejects.
#ifndef LOCPROMPT_CNCURSES_SHIM_H
#define LOCPROMPT_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncurses.h>
#include <term.h>

static inline WINDOW *lp_stdscr(void) { return stdscr; }
static inline int lp_lines(void) { return LINES; }
static inline int lp_cols(void) { return COLS; }
static inline int lp_colors(void) { return COLORS; }
static inline attr_t lp_a_normal(void) { return A_NORMAL; }
static inline attr_t lp_a_bold(void) { return A_BOLD; }
static inline attr_t lp_a_reverse(void) { return A_REVERSE; }
static inline attr_t lp_a_dim(void) { return A_DIM; }
static inline attr_t lp_a_underline(void) { return A_UNDERLINE; }
#endif
