import LocPromptCore

/// One self-contained HTML page of storyboards: no scripts, no network (the pictures are inline SVG, the style
/// inline CSS, the fonts the viewer's system fonts), printable (one figure never splits across pages). Every
/// piece of scenario, app and file text is escaped like the pictures' text (`SVG.escape`).
public enum StoryboardHTML {
    /// `notice`: a line shown above the scenarios (an interrupted run says what did not run).
    public static func render(_ boards: [Storyboard], appearance: Appearance, notice: String? = nil) -> String {
        let title = boards.count == 1 ? "Storyboard: " + boards[0].name : "Storyboards: \(boards.count) scenarios"
        var html = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta name=\"generator\" content=\"locprompt run --storyboard\">",
            "<title>" + SVG.escape(title) + "</title>",
            "<style>" + style + "</style>",
            "</head>",
            "<body class=\"\(appearance.rawValue)\">",
        ]
        if let notice { html.append("<p class=\"notice\">" + SVG.escape(notice) + "</p>") }
        for (index, board) in boards.enumerated() { html += section(board, number: index + 1) }
        html.append("<footer>Made by locprompt. Alerts are the prompt catalog’s; their geometry follows public sources "
                    + "S250–S256 and is partly estimated (Documentation/Pictures.md). Line breaks use estimated glyph widths.</footer>")
        html += ["</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    static func section(_ board: Storyboard, number: Int) -> [String] {
        var lines = ["<section class=\"scenario\">", "<header>"]
        lines.append("<h1>" + SVG.escape(board.name) + "</h1>")
        lines.append("<p class=\"meta\"><span class=\"os\">" + SVG.escape(board.os) + "</span> · app <strong>"
                     + SVG.escape(board.app) + "</strong> · " + SVG.escape(board.file) + " · " + SVG.escape(board.result) + "</p>")
        if let summary = board.summary, !summary.isEmpty { lines.append("<p class=\"summary\">" + paragraph(summary) + "</p>") }
        lines.append("</header>")
        if board.figures.isEmpty { lines.append("<p class=\"empty\">No step showed an alert or changed the status.</p>") }
        for figure in board.figures { lines += self.figure(figure, scenario: number) }
        lines.append("</section>")
        return lines
    }

    static func figure(_ figure: Storyboard.Figure, scenario: Int) -> [String] {
        var lines = ["<figure id=\"s\(scenario)-step-\(figure.step)\">", "<div class=\"pictures\">"]
        if figure.pictures.isEmpty {
            lines.append("<div class=\"no-alert\">No alert</div>")
        }
        for picture in figure.pictures { lines.append("<div class=\"picture\">" + picture.svg + "</div>") }
        lines += ["</div>", "<figcaption>"]
        lines.append("<h2><span class=\"step\">Step \(figure.step)</span> " + SVG.escape(figure.action) + "</h2>")
        if let say = figure.narration, !say.isEmpty { lines.append("<p class=\"say\">" + paragraph(say) + "</p>") }
        lines.append("<dl>")
        lines.append("<dt>Status</dt><dd class=\"status\">" + SVG.escape(figure.status)
                     + (figure.statusChanged ? " <span class=\"changed\">changed</span>" : "") + "</dd>")
        lines.append("<dt>Callbacks</dt><dd>" + (figure.callbacks.isEmpty ? "none"
            : "<ul>" + figure.callbacks.map { "<li><code>" + SVG.escape($0) + "</code></li>" }.joined() + "</ul>") + "</dd>")
        for note in figure.pictures.flatMap(\.notes) { lines.append("<dt>Note</dt><dd>" + SVG.escape(note) + "</dd>") }
        lines += ["</dl>", "</figcaption>", "</figure>"]
        return lines
    }

    /// Text with its line breaks kept (each line escaped).
    static func paragraph(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { SVG.escape(String($0)) }.joined(separator: "<br>")
    }

    static let style = """
        body{font-family:\(PictureGeometry.fontStack);margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1c1c1e;background:#fff;line-height:1.4}\
        body.dark{color:#f2f2f7;background:#000}\
        h1{font-size:1.6rem;margin:0 0 .3rem}h2{font-size:1.1rem;margin:0 0 .5rem}\
        .meta{margin:0;color:#636366}.dark .meta{color:#aeaeb2}.os{font-weight:600}\
        .summary{margin:.5rem 0 0}\
        .notice{margin:0 0 2rem;padding:.6rem 1rem;border-radius:.6rem;background:#fff4e5;color:#7a4100;font-weight:600}\
        .dark .notice{background:#3a2a12;color:#ffd7a0}\
        section.scenario{margin-bottom:3rem}\
        figure{display:flex;gap:1.5rem;align-items:flex-start;margin:0;padding:1.5rem 0;border-top:1px solid #d1d1d6;break-inside:avoid;page-break-inside:avoid}\
        .dark figure{border-color:#38383a}\
        .pictures{display:flex;flex-direction:column;gap:1rem;flex:none}\
        .picture{padding:16px;border-radius:16px;background:#8e8e93;line-height:0}\
        .dark .picture{background:#2c2c2e}\
        .picture svg{max-width:100%;height:auto}\
        .no-alert{box-sizing:border-box;width:302px;padding:2rem 0;text-align:center;border:1px dashed #8e8e93;border-radius:14px;color:#636366}\
        figcaption{flex:1;min-width:14rem}\
        .step{color:#636366;font-weight:400;margin-right:.4rem}\
        .say{font-size:1.05rem;margin:0 0 .8rem;overflow-wrap:anywhere}\
        dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}\
        dd ul{margin:0;padding-left:1.1rem}code{font-size:.9em}\
        .changed{font-size:.8em;padding:.05rem .4rem;border-radius:.6rem;background:#007aff;color:#fff}\
        footer{margin-top:2rem;font-size:.85rem;color:#636366}\
        @media print{body{margin:0;max-width:none}figure{padding:1rem 0}.picture,.changed{-webkit-print-color-adjust:exact;print-color-adjust:exact}section.scenario{break-before:page}section.scenario:first-of-type{break-before:auto}}
        """
}
