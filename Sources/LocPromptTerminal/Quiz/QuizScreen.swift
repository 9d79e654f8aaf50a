import LocPromptCore
import LocPromptScenario

/// The quiz's panes: the phone on the left as in the walkthrough; on the right the question (or the truth and
/// its why), and below it the log when the terminal is tall enough.
public struct QuizLayout: Hashable, Sendable {
    public let base: Layout
    public let question: Rect
    public let log: Rect

    public init(_ size: Size) {
        base = Layout(size)
        let right = Rect(row: base.inspector.row, col: base.inspector.col, rows: base.inspector.rows + base.log.rows, cols: base.inspector.cols)
        let logRows = right.rows >= 30 ? right.rows / 3 : 0
        question = Rect(row: right.row, col: right.col, rows: right.rows - logRows, cols: right.cols)
        log = Rect(row: question.bottom, col: right.col, rows: logRows, cols: right.cols)
    }

    public var isTooSmall: Bool { base.isTooSmall }
}

/// Draws `walk --quiz`: header with the score, the device, the question pane, the log, the footer.
public enum QuizScreen {
    public static func draw(_ quiz: QuizModel, on canvas: Canvas) {
        canvas.clear()
        let layout = QuizLayout(canvas.size)
        if layout.isTooSmall {
            TooSmallScreen.draw(in: canvas.size, on: canvas)
            return
        }
        drawHeader(quiz, in: layout.base.header, on: canvas)
        DeviceScreen.draw(quiz.screen, layout: layout.base, keyHints: false, on: canvas)
        if let content = quiz.screen.alertContent {
            AlertView.draw(AlertBox(content: content, focus: quiz.screen.focusedButton), in: layout.base.deviceScreen, on: canvas)
        }
        drawQuestion(quiz, in: layout.question, on: canvas)
        if layout.log.rows > 2 { LogPane.draw(quiz.screen, in: layout.log, on: canvas) }
        let footer = quiz.screen.message ?? footerHint(quiz)
        canvas.put(" " + footer, row: layout.base.footer.row, col: 0, maxColumns: layout.base.footer.cols,
                   style: quiz.screen.message == nil ? .dim : .warn)
        if quiz.helpVisible { HelpOverlay.draw(QuizKeyBindings.helpRows, page: quiz.helpPage, in: canvas.size, on: canvas) }
    }

    static func drawHeader(_ quiz: QuizModel, in rect: Rect, on canvas: Canvas) {
        let style = Style(.title, bold: true, reverse: true)
        canvas.fill(rect, style: style)
        let os = quiz.scenario.device.os
        let right = "score \(quiz.score)/\(quiz.answers.count)  q quit "
        // A name cut short ends with “…”, as the walk's does.
        canvas.putFitting(" locprompt quiz │ \(os) · \(os.band.label) │ \(SafeText.neutralize(quiz.scenario.name))", row: rect.row,
                          col: rect.col, maxColumns: rect.cols - DisplayWidth.of(right) - 1, style: style)
        canvas.put(right, row: rect.row, col: rect.right - DisplayWidth.of(right), style: style)
    }

    static func footerHint(_ quiz: QuizModel) -> String {
        switch quiz.phase {
        case .asking: return "Predict: a–d (or ↑↓ Enter) · ? keys · q quit"
        case .revealed: return "Space/→/Enter next question · PgUp/PgDn log · ? keys · q quit"
        case .finished: return "Quiz over · \(quiz.results.scoreText) · q quit"
        case .stopped: return "Stopped at an invalid step · \(quiz.results.scoreText) · q quit"
        }
    }

    /// The question pane's lines for the current phase, wrapped to `columns`, at most `rows` of them.
    static func lines(_ quiz: QuizModel, columns: Int, rows: Int) -> [(String, Style)] {
        var out: [(String, Style)] = []
        func add(_ text: String, _ style: Style, indent: String = "", first: String? = nil) {
            let wrapped = DisplayWidth.wrap(SafeText.neutralize(text), columns: max(2, columns - DisplayWidth.of(indent)))
            for (index, line) in wrapped.enumerated() { out.append(((index == 0 ? first ?? indent : indent) + line, style)) }
        }
        switch quiz.phase {
        case .asking(let question):
            add("› \(question.step.text)  (line \(question.step.position.line))", .title)
            // Not the step's own `say:`: it narrates the outcome being asked (audit 24h D2); it follows the answer.
            add(question.prompt, Style(.normal, bold: true))
            // Lines every choice shares are said once; each choice shows only what sets it apart.
            let common = question.choices.dropFirst().reduce(Set(question.choices[0].lines)) { $0.intersection($1.lines) }
            let distinct = question.choices.map { choice in
                QuizChoice(lines: choice.lines.filter { !common.contains($0) }, origin: choice.origin)
            }
            let shared = question.choices[0].lines.filter(common.contains)
            let expanded = distinct.enumerated().map { choiceLines($0.element, $0.offset, columns: columns) }
            let sharedText = "Every choice: " + shared.joined(separator: " · ")
            let sharedLines: Int = shared.isEmpty ? 0 : DisplayWidth.wrap(sharedText, columns: columns).count
            let choiceRows: Int = expanded.map(\.count).reduce(0, +)
            let needed: Int = out.count + sharedLines + choiceRows
            // A blank line between choices where there is room for it.
            let spaced = needed + expanded.count <= rows
            if needed <= rows {
                if !shared.isEmpty { add("Every choice: " + shared.joined(separator: " · "), .dim) }
                for (index, lines) in expanded.enumerated() {
                    if spaced { out.append(("", .normal)) }
                    let style: Style = index == quiz.selected ? .focus : .normal
                    out += lines.map { ($0, style) }
                }
            } else {
                // A small terminal: one line per choice, the highlighted one in full below.
                out.append(("", .normal))
                for (index, choice) in distinct.enumerated() {
                    let line = DisplayWidth.prefix("\(QuizQuestion.letter(index))  " + SafeText.neutralize(choice.text), columns: columns)
                    out.append((line, index == quiz.selected ? .focus : .normal))
                }
                out.append(("", .normal))
                out += choiceLines(question.choices[quiz.selected], quiz.selected, columns: columns).map { ($0, .accent) }
            }
        case .revealed(let question, let chosen):
            if chosen == question.correct {
                add("✓ Right: \(QuizQuestion.letter(chosen))", Style(.good, bold: true))
            } else {
                add("✗ You chose \(QuizQuestion.letter(chosen)); the answer is \(QuizQuestion.letter(question.correct))", .bad)
            }
            add("What happened (\(question.step.text)):", .title)
            for line in question.truthLines { add(line, .normal, indent: "  ") }
            if let say = question.step.say { add("» " + say.split(whereSeparator: \.isNewline).joined(separator: " "), .accent) }
            if !question.why().isEmpty { add("Why:", .title) }
            for rule in question.why() {
                add(rule.id, Style(.normal, bold: true), indent: " ")
                add("\(rule.summary) [\(rule.sources.joined(separator: ", "))]", .dim, indent: "  ")
            }
            if chosen != question.correct {
                add("\(QuizQuestion.letter(chosen)) is \(question.choices[chosen].origin).", .warn)
            }
        case .finished:
            add("Quiz over: \(quiz.results.scoreText)", Style(.good, bold: true))
            summary(quiz, add: add)
        case .stopped(let error):
            add("✗ stopped at line \(error.position.line): \(error.message)", .bad)
            add("Score: \(quiz.results.scoreText)", .title)
            summary(quiz, add: add)
        }
        return Array(out.prefix(rows))
    }

    private static func summary(_ quiz: QuizModel, add: (String, Style, String, String?) -> Void) {
        for answer in quiz.answers {
            add("\(answer.right ? "✓" : "✗") step \(answer.step): \(answer.stepText)", answer.right ? .good : .bad, "", nil)
        }
    }

    /// `A  Alert: …` then the choice's other lines, indented under the letter.
    static func choiceLines(_ choice: QuizChoice, _ index: Int, columns: Int) -> [String] {
        var out: [String] = []
        for (number, line) in choice.lines.enumerated() {
            let wrapped = DisplayWidth.wrap(SafeText.neutralize(line), columns: max(2, columns - 3))
            for (offset, piece) in wrapped.enumerated() {
                out.append((number == 0 && offset == 0 ? QuizQuestion.letter(index) + "  " : "   ") + piece)
            }
        }
        return out
    }

    static func drawQuestion(_ quiz: QuizModel, in rect: Rect, on canvas: Canvas) {
        let title: String
        switch quiz.phase {
        case .asking: title = "Predict · question \(quiz.answers.count + 1)"
        case .revealed: title = "The engine's answer · question \(quiz.answers.count)"
        case .finished, .stopped: title = "Score · \(quiz.results.scoreText)"
        }
        canvas.box(rect, title: title)
        let inner = Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
        for (offset, line) in lines(quiz, columns: inner.cols, rows: inner.rows).enumerated() {
            canvas.put(line.0, row: inner.row + offset, col: inner.col, maxColumns: inner.cols, style: line.1)
        }
    }
}
