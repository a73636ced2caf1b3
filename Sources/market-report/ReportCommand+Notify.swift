import ArgumentParsing
import MarketData
import MarketReport

extension ReportCommand {
    /// `--notify TARGET`, repeatable.
    static let notify: Option<[String]> = .repeating(
        "notify", "TARGET",
        help:
            "After the files are written, send the digest of new alerts and the next \(Digest.notificationEventDays) "
            + "days' events: - prints it, an https:// URL gets a POST (the URL is never printed); "
            + "also $\(NotifyTargets.environmentKey) or the config's \"notify\".",
        parser: .text)

    /// `--notify-format ntfy|slack|discord|json`.
    static let notifyFormat: Option<NotificationFormat?> = .optional(
        "notify-format", "FORMAT", help: "How webhooks are told: ntfy, slack, discord or json.",
        defaultDescription: "recognised from the host, else json", parser: .choice)

    /// `--verbose`.
    static let verbose: Option<Bool> = .flag(
        "verbose", help: "Also say on stderr what was not done, such as a notification with nothing new.")

    /// The notification targets of the run, checked before anything is fetched: `--notify`,
    /// else `$MARKET_REPORT_NOTIFY`, else the config file's `"notify"`. A bad one exits 64 (the
    /// option) or 65 (the environment or the file), named by position and host only.
    static func notificationTargets(_ arguments: ParsedArguments, context: CommandContext)
        throws(CommandFailure)
        -> [NotificationTarget]
    {
        let config = arguments[ProviderSettings.config]
        let texts: [String]
        do {
            texts = try NotifyTargets.resolve(
                options: arguments[notify], environment: context.environment,
                configFile: config.map(context.resolve), configName: config)
        } catch {
            throw CommandFailure("\(error)", exitCode: .dataError)
        }
        var targets: [NotificationTarget] = []
        for (index, text) in texts.enumerated() {
            do {
                targets.append(try NotificationTarget(text, position: index + 1))
            } catch {
                throw CommandFailure(
                    "\(error)", exitCode: arguments[notify].isEmpty ? .dataError : .usage)
            }
        }
        return targets
    }

    /// Sends the digest of `outcome` to `targets` when it has news; whether every target got it.
    static func sendNotifications(
        _ outcome: ReportOutcome, to targets: [NotificationTarget], arguments: ParsedArguments,
        limits: TransportLimits, context: CommandContext
    ) async -> Bool {
        guard !targets.isEmpty else { return true }
        let digest = Digest(
            model: outcome.model, labels: outcome.labels, eventDays: Digest.notificationEventDays)
        guard digest.hasNews else {
            if arguments[verbose] {
                context.errors.line(
                    "No notification sent: no new alert and no event in the next "
                        + "\(Digest.notificationEventDays) days.")
            }
            return true
        }
        let notifier = Notifier(
            transport: Notifier.transport(limits: limits), format: arguments[notifyFormat])
        let failures = await notifier.send(digest, to: targets) { [context] text in
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                context.print(String(line))
            }
        }
        for failure in failures { context.warn("\(failure)") }
        if arguments[verbose] {
            let sent = targets.count - failures.count
            context.errors.line("Notification sent to \(Counting.phrase(sent, "target")).")
        }
        return failures.isEmpty
    }
}
