extension Bibliography {
    /// Sources of the released-versions table (`KnownReleases`), ids S280–S289, read 2026-11-23.
    static let releases: [Source] = [
        Source(id: "S280", title: "apple-version-history: released Apple OS versions and builds (ios-, macos-, watchos-, tvos-, visionos-version-history.json)",
               publisher: "GitHub (gordey4doronin/apple-version-history), collected from Apple Developer's release feed; snapshot 83cca59 of 2026-07-20",
               url: "https://github.com/gordey4doronin/apple-version-history", read: "2026-11-23",
               facts: ["iOS minors released: 8.0–8.4, 9.0–9.3, 10.0–10.3, 11.0–11.4, 12.0–12.5, 13.0–13.7, 14.0–14.8, 15.0–15.8, 16.0–16.7, 17.0–17.7, 18.0–18.7, 26.0–26.6 (as of the snapshot).",
                       "macOS 11.0–11.6, 12.0–12.6, 13.0–13.5, 14.0–14.6, 15.0–15.6, 26.0–26.6 (not the later security-only minors); watchOS 7.0–7.6, 8.0, 8.1, 8.3–8.7 (no 8.2), 9.0–9.6, 10.0–10.6, 11.0–11.6, 26.0–26.6.",
                       "tvOS 9.0–9.2, 10.0–10.2, 11.0–11.4, 12.0–12.4, 13.0 and 13.2–13.4 (no 13.1), 14.0 and 14.2–14.7 (no 14.1), 15.0–15.6, 16.0–16.6, 17.0–17.6, 18.0–18.6, 26.0–26.6; visionOS 1.0–1.3, 2.0–2.6, 26.0–26.6.",
                       "The collection misses some patch releases (iOS 14.8.1 is absent), so locprompt checks versions to the minor only."]),
        Source(id: "S281", title: "Apple security releases (and the archive of earlier ones)", publisher: "Apple Support",
               url: "https://support.apple.com/en-us/100100", read: "2026-11-23",
               facts: ["Lists each release with its security content: watchOS 2.0.1–2.2.2, 3.0–3.2.3, 4.0–4.3.2, 5.0–5.3.x and 6.0–6.3 (minors 2.0–2.2, 3.0–3.2, 4.0–4.3, 5.0–5.3, 6.0–6.3).",
                       "macOS Catalina 10.15 through 10.15.7 and its security updates.",
                       "Security-only macOS minors after the next major: Big Sur 11.7.x, Monterey 12.7.x, Ventura 13.6.x and 13.7.x, Sonoma 14.7.x and 14.8.x, Sequoia 15.7.x.",
                       "Older OS versions keep receiving security-only minor and patch releases after the next major ships (iOS 15.8.x, 16.7.x; macOS 13.6.x, 14.7.x, 15.7.x)."]),
        Source(id: "S77", title: "Apple's CVE records for the 27 and 27.2 releases (CVE-2026-84600, CVE-2026-112685, CVE-2026-112690)", publisher: "Apple (as CVE Numbering Authority), CVE List",
               url: "https://raw.githubusercontent.com/CVEProject/cvelistV5/main/cves/2026/84xxx/CVE-2026-84600.json", read: "2026-11-27",
               facts: ["CVE-2026-84600 (published 2026-09-14): \"This issue is fixed in iOS 27 and iPadOS 27, macOS Golden Gate 27, tvOS 27, visionOS 27, watchOS 27.\"",
                       "CVE-2026-112685 (published 2026-10-26): \"This issue is fixed in iOS 27.2 and iPadOS 27.2, macOS Golden Gate 27.2, tvOS 27.2, visionOS 27.2, watchOS 27.2.\"",
                       "CVE-2026-112690 (published 2026-10-26): \"fixed in iOS 26.7.2 and iPadOS 26.7.2, iOS 27.2 and iPadOS 27.2, macOS Golden Gate 27.2, macOS Sequoia 15.8.2, macOS Tahoe 26.7.2\" and visionOS 27.2.",
                       "No record of a 27.1 release was found; Apple's security releases page (S281) was not in the stored copies this session. Read for session 19's research; the 26 and 27 SDKs' Core Location changes found (CLGeocoder deprecated in 26; headingBody, CLActivityType.maritime in 27; region monitoring marked deprecated to 27.0 on its pages) touch no authorization behaviour."]),
    ]
}
