import LocPromptCore
import Testing

/// OS versions are checked against the releases Apple made [S280][S281], to the minor version.
@Suite struct KnownReleasesTests {
    func message(_ platform: Platform, _ text: String) -> String? {
        guard case .failure(let error) = DeviceOS.resolve(platform: platform, versionText: text) else { return nil }
        return error.message
    }

    @Test func aMinorNeverReleasedIsRefusedNamingTheNearest() {
        #expect(message(.iOS, "13.99") == "iOS 13.99 is not a released version; the nearest are iOS 13.7 and iOS 14.0 (iOS 13 releases: 13.0–13.7)")
        #expect(message(.iOS, "17.8")?.contains("the nearest are iOS 17.7 and iOS 18.0") == true)
        // Minors that were skipped: tvOS 13.1, tvOS 14.1, watchOS 8.2.
        #expect(message(.tvOS, "13.1")?.contains("tvOS 13 releases: 13.0, 13.2, 13.3, 13.4") == true)
        #expect(message(.tvOS, "14.1") != nil)
        #expect(message(.watchOS, "8.2")?.contains("the nearest are watchOS 8.1 and watchOS 8.3") == true)
        #expect(message(.visionOS, "1.4")?.contains("the nearest are visionOS 1.3 and visionOS 2.0") == true)
        #expect(message(.macOS, "11.9") != nil)
        // A patch level no minor ever reached is a typo.
        #expect(message(.iOS, "13.3.99")?.hasPrefix("iOS 13.3.99 is not a released version; the nearest are iOS 13.3 and iOS 13.4") == true)
        #expect(message(.iOS, "13.3.\(KnownReleases.maxPatch)") == nil)
    }

    @Test func releasedVersionsAndTheirPatchLevelsAreAccepted() {
        for (platform, text) in [(Platform.iOS, "13.3.1"), (.iOS, "8.4.1"), (.iOS, "14.8.1"), (.iOS, "16.7.16"), (.iOS, "18.7"),
                                 (.macOS, "10.15.7"), (.macOS, "13.7.8"), (.macOS, "14.8"), (.watchOS, "2.0"), (.watchOS, "6.3"),
                                 (.tvOS, "13.4.8"), (.visionOS, "2.6"), (.iOS, "26.6"),
                                 (.iOS, "26.7.2"), (.macOS, "15.8.2"), (.iOS, "27.0"), (.macOS, "27.2"), (.watchOS, "27.2"),
                                 (.tvOS, "27.1"), (.visionOS, "27.0")] {
            #expect(message(platform, text) == nil, "\(platform) \(text)")
        }
    }

    @Test func theNewestMajorIsOpenToLaterMinorsUpToTheLimit() {
        // 27 is still being updated: a minor after the last recorded one is accepted, up to openMinorLimit.
        #expect(message(.iOS, "27.3") == nil)
        #expect(message(.iOS, "27.\(KnownReleases.openMinorLimit)") == nil)
        #expect(message(.iOS, "27.\(KnownReleases.openMinorLimit + 1)") != nil)
        // An older major is closed, 26 too since 27 shipped.
        #expect(message(.iOS, "18.8") != nil)
        #expect(message(.iOS, "26.8") != nil)
    }

    @Test func theRefusalNamesWhatTheCheckAccepts() {
        // The message and the check read the one table: 27.3–27.9 are accepted, so the message must not say
        // iOS 27 ends at 27.2, and the nearest to 27.10 is 27.9 (one version: "is").
        let limit = KnownReleases.openMinorLimit
        #expect(message(.iOS, "27.\(limit + 1)")
                == "iOS 27.\(limit + 1) is not a released version; the nearest is iOS 27.\(limit) (iOS 27 releases: 27.0–27.2, and later updates up to 27.\(limit))")
        for minor in 0...limit {
            #expect(KnownReleases.accepted(for: .iOS).contains(OSVersion(27, minor)))
        }
        // Every version the list holds is accepted, and the older majors say nothing about later updates.
        for platform in Platform.allCases {
            for version in KnownReleases.accepted(for: platform) {
                #expect(KnownReleases.isReleased(version, on: platform), "\(platform) \(version)")
            }
        }
        #expect(KnownReleases.summary(major: 18, on: .iOS) == "iOS 18 releases: 18.0–18.7")
    }

    @Test func everyBandsRepresentativeIsARelease() {
        for band in OSBand.all {
            #expect(KnownReleases.isReleased(band.representative, on: band.platform), "\(band.id): \(band.representative)")
        }
    }

    @Test func everyModelledMajorHasReleasesAndNoOther() {
        for platform in Platform.allCases {
            let majors = Set(KnownReleases.table(for: platform).keys)
            #expect(majors == Set(KnownVersions.majors(for: platform)), "\(platform)")
        }
    }
}
