import Foundation
import LocPromptCore

/// One answered question, as the trainer reads it afterwards.
public struct QuizAnswer: Hashable, Sendable, Codable {
    /// The step's number in the scenario (1-based) and its line in the file.
    public let step: Int
    public let line: Int
    public let stepText: String
    public let question: String
    /// Every choice as one line, in the order shown (A, B, C, D).
    public let choices: [String]
    public let chosen: Int
    public let correct: Int
    /// The rule ids that explain the truth.
    public let rules: [String]

    public var right: Bool { chosen == correct }

    public init(question: QuizQuestion, chosen: Int) {
        step = question.stepIndex + 1
        line = question.step.position.line
        stepText = question.step.text
        self.question = question.prompt
        choices = question.choices.map(\.text)
        self.chosen = chosen
        correct = question.correct
        rules = question.why().map(\.id)
    }
}

/// The answers of one quiz (`walk --quiz --answers FILE`): JSON (`.json`, with `formatVersion`) or CSV
/// (`.csv`, a `formatVersion` column on every row), for the trainer to collect. Deterministic: no dates.
public struct QuizResults: Hashable, Sendable {
    public let scenario: String
    public let file: String
    public let os: String
    public let seed: UInt64
    public let answers: [QuizAnswer]
    /// False when the trainee quit before the last step.
    public let finished: Bool

    public init(scenario: String, file: String, os: String, seed: UInt64, answers: [QuizAnswer], finished: Bool) {
        self.scenario = scenario
        self.file = file
        self.os = os
        self.seed = seed
        self.answers = answers
        self.finished = finished
    }

    public var score: Int { answers.filter(\.right).count }

    /// `4 of 6 right`.
    public var scoreText: String { "\(score) of \(answers.count) right" }

    public enum Format: String, Sendable {
        case json, csv

        /// `.csv` is CSV; anything else JSON.
        public init(path: String) { self = path.lowercased().hasSuffix(".csv") ? .csv : .json }
    }

    public func render(_ format: Format) -> String {
        format == .csv ? csv : json
    }

    private struct Document: Encodable {
        let formatVersion: Int
        let scenario: String
        let file: String
        let os: String
        let seed: UInt64
        let finished: Bool
        let asked: Int
        let right: Int
        let answers: [Row]
    }

    private struct Row: Encodable {
        let step: Int
        let line: Int
        let stepText: String
        let question: String
        let choices: [String]
        let chosen: String
        let correct: String
        let right: Bool
        let rules: [String]
    }

    public var json: String {
        let rows = answers.map { answer in
            Row(step: answer.step, line: answer.line, stepText: answer.stepText, question: answer.question, choices: answer.choices,
                chosen: QuizQuestion.letter(answer.chosen), correct: QuizQuestion.letter(answer.correct), right: answer.right,
                rules: answer.rules)
        }
        let document = Document(formatVersion: JSONOutput.formatVersion, scenario: scenario, file: file, os: os, seed: seed,
                                finished: finished, asked: answers.count, right: score, answers: rows)
        let data = (try? JSONOutput.documentEncoder().encode(document)) ?? Data("{}".utf8)
        return JSONOutput.escapeInvisible(String(decoding: data, as: UTF8.self)) + "\n"
    }

    public static let csvHeader = "formatVersion,scenario,os,step,line,question,chosen,correct,right,rules,chosenText,correctText"

    /// RFC 4180 through the one CSV writer (`CSVText`, as `plan.csv`): CRLF line ends, quoting, a cell a spreadsheet
    /// would run as a formula (=, +, -, @) prefixed with `'`. Each cell is one line (a line break shown as ␊).
    public var csv: String {
        var text = CSVText.row(Self.csvHeader.split(separator: ",").map(String.init))
        for answer in answers {
            let fields = ["\(JSONOutput.formatVersion)", scenario, os, "\(answer.step)", "\(answer.line)", answer.question,
                          QuizQuestion.letter(answer.chosen), QuizQuestion.letter(answer.correct), answer.right ? "true" : "false",
                          answer.rules.joined(separator: " "), answer.choices[answer.chosen], answer.choices[answer.correct]]
            text += CSVText.row(fields.map { SafeText.neutralize($0) })
        }
        return text
    }
}
