extension Bibliography {
    /// Sources of the Settings screen (audit 14: which apps Settings lists, the app's page, the Mac's list and where
    /// the shortcuts live), ids S290–S299, S323 (the list's arrows), and S350–S354 (the Mac's row per version, what each
    /// platform asks before Location Services goes off). Facts in our own words; second-hand copies are marked so.
    static let settings: [Source] = [
        Source(
            id: "S290", title: "iOS privacy and location services (quoting Apple's iOS 8/9 privacy text)", publisher: "Mogean (third party)",
            url: "https://www.mogean.com/ios-privacy-and-location-services", read: "2026-11-26",
            facts: [
                "Quotes Apple's privacy text: Settings › Privacy lists, per type of data, the apps that have asked for permission to use it, and an app does not appear on the list until it asks.",
                "Cited by audit 14 (D4); second-hand, iOS 8/9 era.",
            ]),
        Source(
            id: "S291", title: "How to See Which Apps Are Tracking Your Location on iPhone", publisher: "How-To Geek",
            url: "https://www.howtogeek.com/404865/how-to-see-which-apps-are-tracking-your-location-on-iphone/", read: "2026-11-26",
            facts: [
                "2019 (iOS 12): Settings › Privacy › Location Services shows the list of apps that have requested access to your location data; tapping one shows its options with a tick beside the active one.",
            ]),
        Source(
            id: "S292", title: "How to Manage Location Settings on iPhone", publisher: "WebTech360 (third party)",
            url: "https://www.webtech360.com/detail/how-to-manage-location-settings-on-iphone-73003059.html", read: "2026-11-26",
            facts: [
                "iOS 16+ era (Ask Next Time Or When I Share): Privacy & Security › Location Services shows all the apps that have requested access to your location; each app's page also has the Precise Location switch.",
            ]),
        Source(
            id: "S293", title: "Settings-iOS: a SwiftUI recreation of iOS Settings (LocationPermissionsDetailView.swift, RestrictionsLocationServicesView.swift)",
            publisher: "zhrispineda/Settings-iOS (GitHub; second-hand)",
            url: "https://github.com/zhrispineda/Settings-iOS/blob/c4b726b7aa9b7313dd771306d16135982ef2fb5d/Preferences/Views/Screen%20Time/Content%20%26%20Privacy%20Restrictions/Location%20Services/LocationPermissionsDetailView.swift",
            read: "2026-11-26",
            facts: [
                "An app's location page: the choices under the section header Allow Location Access (shown in capitals), the app's name as the page title, and a footer App explanation: “…” under the choices.",
                "The Precise Location switch is its own section with the footer Allows apps to use your specific location. With this setting off, apps can only determine your approximate location.; the section exists only while the choice is not Never.",
                "The page is reached from Screen Time › Content & Privacy Restrictions › Location Services (Allow Changes / Don't Allow Changes), whose footers say system services and App Clips appear once they have requested access to your location.",
                "RestrictionsLocationServicesView.swift: the footer under Allow Changes / Don't Allow Changes says that disallowing changes locks the settings shown below and prevents new apps from using location services (checked by text search, audit 17 R1); locprompt's restriction-overrides-answer does otherwise.",
                "A recreation, not Apple's: wording and layout are second-hand (other SwiftUI copies found by text search agree on the Precise footer).",
            ]),
        Source(
            id: "S294", title: "Turn Location Services and GPS on or off on your iPhone, iPad, or iPod touch (copy of Apple support HT207092)",
            publisher: "Southam & Associates (third-party copy)",
            url: "https://southamandassociates.com/?p=1225", read: "2026-11-26",
            facts: [
                "Settings › Privacy › Location Services: tap the app and pick Never, Ask Next Time, While Using the App or Always; from there apps should provide an explanation of how they will use your location; some apps offer only two options.",
            ]),
        Source(
            id: "S295", title: "Some apps track your phone's location more than 14,000 times a day — here's how to turn that off",
            publisher: "Business Insider India",
            url: "https://businessinsider.in/Some-apps-track-your-phone's-location-more-than-14,000-times-a-day---here's-how-to-turn-that-off-if-you-own-an-iPhone-or-Android/Next-selection-Location-Services-/slideshow/67031824.cms",
            read: "2026-11-26",
            facts: [
                "2018-era iOS: under each app in Location Services you choose its level, and some apps provide an explanation of what they use your location for.",
            ]),
        Source(
            id: "S296", title: "Mac privacy preferences; macOS Ventura's Privacy & Security", publisher: "MacMost; Mac Megasite (third party)",
            url: "https://macmost.com/mac-privacy-preferences.html", read: "2026-11-26",
            facts: [
                "Security & Privacy › Privacy › Location Services lists the apps that requested location; only the checked ones have been granted it (MacMost).",
                "From macOS 13 the pane is Privacy & Security, and apps there can only be enabled or disabled, not removed (https://macmegasite.com/?p=123991).",
                "Cited by audit 14 (D5); neither mentions a per-app Precise switch, a Screen Time row or a Reset row in that pane.",
            ]),
        Source(
            id: "S297", title: "Where restrictions went in iOS 12 (Screen Time)", publisher: "9to5Mac; Payette Forward; mac-fusion (third party)",
            url: "https://9to5mac.com/2018/06/28/ios-12-how-to-access-parental-controls-and-restrictions-iphone-ipad/", read: "2026-11-26",
            facts: [
                "Before iOS 12 restrictions were under Settings › General › Restrictions, with Location Services among the privacy items (Allow Changes / Don't Allow Changes; mac-fusion, iOS 7).",
                "mac-fusion (iOS 7, https://mac-fusion.com/parental-restrictions-in-ios-7-part-3-privacy/): with Don't Allow Changes the Location Services options are greyed out and cannot be changed by the person.",
                "From iOS 12 they are under Settings › Screen Time › Content & Privacy Restrictions (https://www.payetteforward.com/restrictions-missing-on-iphone-heres-where-it-went/).",
            ]),
        Source(
            id: "S298", title: "How iOS 15 makes it easier to back up and wipe your iPhone; what Reset does on iPhone", publisher: "Lifehacker Australia; US Trends (third party)",
            url: "https://www.lifehacker.com.au/2021/11/how-ios-15-makes-it-much-easier-to-back-up-and-wipe-your-iphone-before-selling-it/", read: "2026-11-26",
            facts: [
                "From iOS 15 (and iPadOS 15) General ends with Transfer or Reset iPhone (Lifehacker).",
                "Reset Location & Privacy is under Settings › General › Transfer or Reset iPhone › Reset (https://ustrends.net/posts/what-does-reset-do-on-iphone-155547.html); before iOS 15 under General › Reset (QA1906, S35).",
            ]),
        Source(
            id: "S323", title: "About privacy and Location Services (Apple Support; legend of the arrows in Settings › Location Services)",
            publisher: "Apple Support (read second-hand: The US Sun, 2023-09-09; KOB 4 / What the Tech?)",
            url: "https://support.apple.com/en-us/102515", read: "2026-11-27",
            facts: [
                "Beside an item in Settings › Privacy (& Security) › Location Services: a hollow arrow means the item might receive your location under certain conditions; a purple arrow that it has recently used your location; a gray arrow that it has used your location in the past 24 hours (The US Sun quotes Apple's \"under certain conditions\", https://www.the-sun.com/tech/9014111/iphone-blue-grey-purple-arrow-meaning-apple-location/; KOB: \"A purple arrow means that the app has recently tracked your location\", \"A gray arrow means your location was tracked by the app within the last 24 hours\", https://www.kob.com/news/technology/what-is-that-arrow-what-the-tech/).",
                "Apple's page itself was not in the stored corpora (audit 24e friction 3 names it): its wording is taken from those quotes. It gives no figure for \"recently\" and does not say which arrow wins when two apply.",
            ]),
        // Session 26: the Mac's row per version and what each platform asks before Location Services goes off.
        Source(
            id: "S350", title: "Mac Help: Control access to your Mac's location (macOS 13 and later; read in the fr-ch copy, “Contrôler l’accès à la position du Mac”)",
            publisher: "Apple Support (Mac User Guide; read through a proxy copy)",
            url: "https://support.apple.com/fr-ch/guide/mac-help/mh35873/mac", read: "2026-11-27",
            facts: [
                "Read: the French (Switzerland) copy, fetched through a proxy (proxy-dev.blitzz.co). The English page (https://support.apple.com/guide/mac-help/mh35873/mac) is not stored in the corpora searched; its wording is not known here.",
                "Apple menu › System Settings › Privacy & Security › Location Services; to stop it: turn Location Services off (“Désactivez le service de localisation”), with no confirmation mentioned.",
                "To choose which apps may use it: turn Location Services on or off for each app in the list (“Activez ou désactivez le service de localisation pour chaque app figurant dans la liste”): a switch's wording, where the High Sierra page [S351] said checkbox.",
                "The copy stops at “Si vous désactivez le ser…”: what the person is asked after turning an app off is not read.",
            ]),
        Source(
            id: "S351", title: "Mac Help: Manage which apps can detect your location (macOS High Sierra; Swedish copy, “Hantera vilka program som kan upptäcka din plats”)",
            publisher: "Apple Support (Mac User Guide)",
            url: "https://support.apple.com/sv-se/guide/mac-help/mh35873", read: "2026-11-27",
            facts: [
                "System Preferences › Security & Privacy › Privacy › Location Services; unlock the padlock with an administrator's name and password; to stop it, deselect Enable Location Services (no confirmation mentioned).",
                "Select the checkbox next to the apps you want to allow Location Services for; deselect it for those you want to turn off (“Markera kryssrutan bredvid de program …”). A macOS 10.13 de-ch copy says the same (“Aktiviere das Feld neben einer App”; research 25r, Q3).",
            ]),
        Source(
            id: "S352", title: "Apple TV User Guide: Adjust privacy settings on Apple TV (Indonesian copy, “Menyesuaikan pengaturan privasi di Apple TV”)",
            publisher: "Apple Support (Apple TV User Guide)",
            url: "https://support.apple.com/id-id/guide/tv/adjust-privacy-settings-atvb66239fa1/tvos", read: "2026-11-27",
            facts: [
                "Settings › General › Privacy & Security › Location Services: select it to turn location services on or off for this Apple TV, or set specific settings for Siri and Dictation, Time Zone, HomeKit and particular apps. No confirmation is mentioned.",
            ]),
        Source(
            id: "S353", title: "How to check who can see your iPhone's location (Apple's advice, in French: “confirmez en choisissant Éteindre”)",
            publisher: "NetCost & Security (third party)",
            url: "https://www.netcost-security.fr/guides/guides-tech/113937/comment-verifier-qui-peut-voir-lemplacement-de-votre-iphone/", read: "2026-11-27",
            facts: [
                "iOS 15/16 era: Settings › Privacy (& Security) › Location Services, turn the switch off and confirm by choosing Turn Off (“Éteindre”): on iPhone turning the switch off asks first.",
                "Reference §4.2 adds that the confirmation mentions Find My re-enabling location for Lost Mode (electronic.989214.com/1001010337.html); its exact wording is not confirmed.",
            ]),
        Source(
            id: "S354", title: "How to Manage Location Services on Apple Watch", publisher: "How To Tech Edition (third party)",
            url: "https://howtotechedition.com/en/devices/wearables/use/how-to-control-location-access-on-apple-watch/", read: "2026-11-27",
            facts: [
                "watchOS: Settings › Privacy & Security › Location Services has the master toggle and, per app, While Using the App or Never; changes apply at once. No confirmation is mentioned.",
                "No Apple Watch User Guide or Apple Vision Pro User Guide page about turning Location Services off was found in the corpora searched (session 26).",
            ]),
    ]
}
