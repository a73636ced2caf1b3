import Foundation
import MarketData
import MarketReport
import Templating

extension ReportCommand {
    /// Runs the pipeline with `options` and turns its outcome into an exit code:
    /// 0 done, 75 with `--strict` and gaps, 1 nothing fetched or a write failed, 65 bad input.
    static func run(_ options: Options, context: CommandContext) async throws -> ExitCode {
        let pipeline = ReportPipeline(options: try pipelineOptions(options, context: context))
        let progress = options.showsProgress(stderrIsTerminal: Terminal.isTerminal(STDERR_FILENO))
        let errors = context.errors
        let outcome: ReportOutcome
        do {
            outcome = try await pipeline.run { stage, text in
                if progress {
                    errors.line("[\(stage.rawValue)/\(ReportPipeline.Stage.allCases.count)] \(text)...")
                }
            }
        } catch {
            throw failure(for: error)
        }
        for gap in outcome.model.gaps {
            context.warn("no data for \(gap.item) (\(gap.kind.rawValue)): \(gap.reason)")
        }
        if !options.quiet {
            let written = outcome.written
            context.print(
                "Wrote \(written.written.count) files to \(options.output)"
                    + (written.unchanged.isEmpty ? "" : " (\(written.unchanged.count) unchanged)")
                    + (outcome.hasGaps ? "; \(outcome.model.gaps.count) gaps" : ""))
        }
        let status: ExitCode = options.strict && outcome.hasGaps ? .missingData : .success
        BackgroundRelease.release(consume outcome)
        return status
    }

    /// The pipeline's options from the command line's.
    static func pipelineOptions(_ options: Options, context: CommandContext) throws -> ReportOptions {
        let timeZone = TimeZone.current
        let date = options.date?.description ?? DateFormatting(timeZone: timeZone).isoDate(Date())
        var result = ReportOptions(
            watchlist: WatchlistFile(path: options.watchlist, relativeTo: context.currentDirectory),
            output: context.resolve(options.output), date: date, timeZone: timeZone)
        result.formats = Set(options.formats.compactMap(ReportFormat.init(rawValue:)))
        result.templates = options.templates.map(context.resolve)
        result.archive = options.archive
        result.strict = options.strict
        result.recordDirectory = options.record.map(context.resolve)
        result.cacheDirectory = options.resolvedCacheDirectory(environment: context.environment).map(
            context.resolve)
        if options.sample {
            result.source = .sample
        } else if let replay = options.replay {
            result.source = .replay(context.resolve(replay))
        } else if options.offline {
            result.source = .offline
        }
        result.endpoints = try ProviderSettings.endpoints(config: options.config, context: context)
        result.limits = try ProviderSettings.limits(
            deadline: options.deadline, config: options.config, context: context)
        return result
    }

    /// The exit code and message of a failed run.
    static func failure(for error: any Error) -> CommandFailure {
        switch error {
        case let error as WatchlistError:
            return CommandFailure(error)
        case let error as TemplateError:
            return CommandFailure(RenderCommand.oneLine(error), exitCode: .dataError)
        case let error as TemplateLibraryError:
            return CommandFailure("\(error), check the --templates folder", exitCode: .dataError)
        case let error as ReportError:
            if case .nothingFetched = error { return CommandFailure("\(error)", exitCode: .failure) }
            return CommandFailure("\(error)", exitCode: .dataError)
        case let error as OutputError:
            return CommandFailure("\(error)", exitCode: .failure)
        case let error as TransportError:
            return CommandFailure("\(error), check the --replay folder", exitCode: .dataError)
        default:
            return CommandFailure("\(error), while running the report", exitCode: .failure)
        }
    }
}
