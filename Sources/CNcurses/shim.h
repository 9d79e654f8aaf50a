// The C side of the ncurses binding: wide-character ncurses plus small wrappers for the
// macros and global variables that Swift cannot import or that strict concurrency rejects.
#ifndef LOCPROMPT_CNCURSES_SHIM_H
#define LOCPROMPT_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <string.h>
#include <ncurses.h>
#include <term.h>

static inline WINDOW *lp_stdscr(void) { return stdscr; }
static inline int lp_lines(void) { return LINES; }
static inline int lp_cols(void) { return COLS; }
static inline int lp_colors(void) { return COLORS; }
static inline int lp_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t lp_a_normal(void) { return A_NORMAL; }
static inline attr_t lp_a_bold(void) { return A_BOLD; }
static inline attr_t lp_a_reverse(void) { return A_REVERSE; }
static inline attr_t lp_a_dim(void) { return A_DIM; }
static inline attr_t lp_a_underline(void) { return A_UNDERLINE; }
/* A terminal capability string is present (tigetstr returns NULL when absent, (char *)-1 when not a string). */
static inline int lp_has_string_cap(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}
/* Mouse masks are macros built from other macros: give Swift plain values. */
static inline mmask_t lp_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t lp_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t lp_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}
/* Printable ASCII straight into the window's cells (waddchnstr: no multibyte conversion, no per-character
   rendering), each cell the byte with `attrs`. The caller has clipped the run to the window and checked that no
   double-width character on the row could be cut (waddchnstr does not mend the other half). */
static inline int lp_put_ascii(int row, int col, const char *text, int count, attr_t attrs) {
    chtype cells[256];
    int done = 0;
    while (done < count) {
        int chunk = count - done < 256 ? count - done : 256;
        for (int i = 0; i < chunk; i++) cells[i] = (chtype)(unsigned char)text[done + i] | (chtype)attrs;
        if (mvwaddchnstr(stdscr, row, col + done, cells, chunk) == ERR) return ERR;
        done += chunk;
    }
    return OK;
}
/* Single-width characters (box drawing, curly quotes, Latin letters, arrows: code points the caller has checked
   are one column for both the C library and locprompt, each its own grapheme) straight into the window's cells
   (wadd_wchnstr), each with `attrs` and its colour pair; the same conditions as lp_put_ascii. */
/* The cell setcchar(cell, {code, 0}, attrs without colour, PAIR_NUMBER(attrs), NULL) builds for one spacing
   character, built in place: setcchar measured and copied its one-character string for each of the first frame's
   550 such cells (issue 15). lp_single_width_cell_is_setcchars holds it to setcchar. */
static inline cchar_t lp_single_width_cell(unsigned int code, attr_t attrs) {
    int pair = (int)PAIR_NUMBER(attrs);
    cchar_t cell = { .attr = (attrs & A_ATTRIBUTES & ~A_COLOR) | (attr_t)COLOR_PAIR(pair), .chars = { (wchar_t)code } };
    cell.ext_color = pair;
    return cell;
}
/* For the tests: whether lp_single_width_cell gives exactly the cell setcchar gives (no screen needed). */
static inline int lp_single_width_cell_is_setcchars(unsigned int code, attr_t attrs) {
    cchar_t theirs, ours = lp_single_width_cell(code, attrs);
    wchar_t text[2] = { (wchar_t)code, 0 };
    memset(&theirs, 0x5A, sizeof theirs);
    if (setcchar(&theirs, text, attrs & ~A_COLOR, (short)PAIR_NUMBER(attrs), NULL) == ERR) return 0;
    return theirs.attr == ours.attr && theirs.ext_color == ours.ext_color
        && memcmp(theirs.chars, ours.chars, sizeof ours.chars) == 0;
}
static inline int lp_put_single_width(int row, int col, const unsigned int *codes, int count, attr_t attrs) {
    cchar_t cells[256];
    int done = 0;
    while (done < count) {
        int chunk = count - done < 256 ? count - done : 256;
        for (int i = 0; i < chunk; i++) cells[i] = lp_single_width_cell(codes[done + i], attrs);
        if (mvwadd_wchnstr(stdscr, row, col + done, cells, chunk) == ERR) return ERR;
        done += chunk;
    }
    return OK;
}
/* Blanks whose look cannot change take the attributes of the cell to their left, so that ncurses does not switch
   colours around them: a space shows no foreground colour, no bold, dim or italic, and the pairs up to
   `last_plain_pair` have the terminal's own background. A space, or its left neighbour, with reverse video,
   underline or standout, or with a pair of its own background (a phone surface), is left alone. One row; not
   for rows with double-width characters (their extension cells are not blanks). Returns the cells changed. */
static inline int lp_settle_blank_attributes(int row, int cols, int last_plain_pair) {
    enum { MAX_COLS = 1024 };
    cchar_t cells[MAX_COLS + 1];
    const attr_t visible = A_REVERSE | A_UNDERLINE | A_STANDOUT;
    if (cols > MAX_COLS) cols = MAX_COLS;
    if (cols <= 1 || mvwin_wchnstr(stdscr, row, 0, cells, cols) == ERR) return 0;
    int changed = 0;
    for (int x = 1; x < cols; x++) {
        cchar_t *cell = &cells[x];
        const cchar_t *left = &cells[x - 1];
        if (cell->chars[0] == L'\0') break;
        if (cell->chars[0] != L' ' || cell->chars[1] != L'\0') continue;
        if ((cell->attr & visible) || (left->attr & visible)) continue;
        if (cell->ext_color > last_plain_pair || left->ext_color > last_plain_pair) continue;
        if (cell->attr == left->attr && cell->ext_color == left->ext_color) continue;
        int start = x;
        attr_t attr = left->attr;
        int pair = left->ext_color;
        while (x < cols && cells[x].chars[0] == L' ' && cells[x].chars[1] == L'\0'
               && !(cells[x].attr & visible) && cells[x].ext_color <= last_plain_pair) {
            cells[x].attr = attr;
            cells[x].ext_color = pair;
            x++;
        }
        mvwchgat(stdscr, row, start, x - start, attr & ~A_COLOR, (short)pair, NULL);
        changed += x - start;
        x--;
    }
    return changed;
}
/* Frees the terminfo entry loaded by setupterm (cur_term is a global Swift 6 rejects). */
static inline void lp_free_current_term(void) {
    if (cur_term != NULL) { del_curterm(cur_term); cur_term = NULL; }
}
/* The C library's column width of a character (what ncurses advances by), or -1 when it has none. */
static inline int lp_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }
static inline WINDOW *lp_curscr(void) { return curscr; }
static inline bool lp_true(void) { return TRUE; }
static inline bool lp_false(void) { return FALSE; }
#endif
