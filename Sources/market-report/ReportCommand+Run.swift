import ArgumentParsing
import Foundation
import MarketData
import MarketReport
import Templating

extension ReportCommand {
    /// Runs the pipeline, then sends the notifications, and turns the outcome into an exit code:
    /// 0 done, 75 with `--strict` and gaps or a notification not sent, 3 with `--strict-alerts`
    /// and a new alert (when not 75), 1 nothing fetched or a write failed, 65 bad input.
    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        var options = try pipelineOptions(arguments, context: context)
        let targets = try notificationTargets(arguments, context: context)
        let progress = !arguments[quiet] && Terminal.isTerminal(STDERR_FILENO)
        let errors = context.errors
        // On a terminal the fetch step also shows a live count of its answers, on a line of its own.
        let fetchLine = progress ? ProgressLine(output: errors, prefix: "      ") : nil
        options.fetchProgress = fetchLine?.counter()
        let pipeline = ReportPipeline(options: options)
        let outcome: ReportOutcome
        do {
            outcome = try await pipeline.run { [options] stage, text in
                if progress {
                    if stage == .map, let fetchLine, let counter = options.fetchProgress {
                        fetchLine.finish(counter.count)
                    }
                    errors.line(
                        "[\(stage.number)/\(ReportPipeline.Stage.allCases.count)] \(stage.rawValue): \(text)")
                }
            }
        } catch {
            throw failure(for: error)
        }
        // A gap of an asset that has its price leaves part of it out; "no data" would be untrue.
        for asset in outcome.model.allAssets {
            let what = asset.price == nil ? "no data for" : "incomplete data for"
            for gap in asset.gaps {
                context.warn("\(what) \(asset.id) (\(asset.kind.rawValue)): \(gap.code)")
            }
        }
        if !arguments[quiet] {
            let written = outcome.written
            let gaps = outcome.model.gaps.count
            context.print(
                "Wrote \(Counting.phrase(written.written.count, "file")) to \(arguments[output])"
                    + (written.unchanged.isEmpty ? "" : " (\(written.unchanged.count) unchanged)")
                    + (gaps == 0 ? "" : "; \(Counting.phrase(gaps, "gap"))"))
        }
        let notified = await sendNotifications(
            outcome, to: targets, arguments: arguments, limits: options.limits, context: context)
        if arguments[strict] && (outcome.hasGaps || !notified) { return .missingData }
        return arguments[strictAlerts] && outcome.hasNewAlerts ? .newAlerts : .success
    }

    /// The pipeline's options from the command line's. `--sample` replays the bundled sample as
    /// it was recorded: on its own date and in its time zone unless `--date` says otherwise,
    /// whatever the provider settings, so that it reproduces `Output/` on any machine.
    static func pipelineOptions(_ arguments: ParsedArguments, context: CommandContext) throws -> ReportOptions
    {
        let isSample = arguments[sample]
        let timeZone = isSample ? SampleData.timeZone : TimeZone.current
        let day = arguments[date] ?? (isSample ? SampleData.date : CalendarDay(Date(), in: timeZone))
        var result = ReportOptions(
            watchlist: WatchlistCommand.file(arguments, context), output: context.resolve(arguments[output]),
            date: day, timeZone: timeZone)
        result.formats = Set(arguments[formats])
        result.sort = arguments[sort]
        result.grouping = arguments[groupBy]
        result.templates = arguments[templates].map(context.resolve)
        result.archive = arguments[archive]
        result.strict = arguments[strict]
        result.currency = arguments[currency]
        result.allCards = arguments[allCards]
        result.eventsDays = arguments[eventsDays]
        result.locale = arguments[locale]
        result.upColor = arguments[upColor]
        result.warn = { [context] in context.warn($0) }
        result.recordDirectory = arguments[record].map(context.resolve)
        if isSample {
            result.source = .sample
            return result
        }
        let cache = ProviderSettings.cacheDirectoryPath(arguments, environment: context.environment)
        result.cacheDirectory = cache.map(context.resolve)
        result.endpoints = try ProviderSettings.endpoints(
            config: arguments[ProviderSettings.config], context: context)
        if let replay = arguments[replay] {
            result.source = .replay(context.resolve(replay))
        } else if arguments[offline] {
            result.source = .offline
        }
        result.limits = try ProviderSettings.limits(
            deadline: arguments[deadline], config: arguments[ProviderSettings.config], context: context)
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
        case let error as LabelCatalogError:
            return CommandFailure("\(error)", exitCode: .dataError)
        case let error as UnknownLocaleError:
            return CommandFailure("\(error)", exitCode: .usage)
        case let error as ReportError:
            if case .nothingFetched = error { return CommandFailure("\(error)", exitCode: .failure) }
            return CommandFailure("\(error)", exitCode: .dataError)
        case let error as OutputError:
            return CommandFailure("\(error)", exitCode: .failure)
        case let error as TransportError:
            return CommandFailure("\(error), check the --replay folder", exitCode: .dataError)
        default:
            return CommandFailure(
                "\(CommandFailure.describing(error)), while running the report", exitCode: .failure)
        }
    }
}
