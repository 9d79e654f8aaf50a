extension Bibliography {
    /// Sources of the alert pictures' geometry (`render --format svg`, `run --storyboard`; issue 17), ids S250–S279,
    /// read 2026-11-23. Apple publishes no measurements of its permission alerts: these are public re-creations of
    /// UIAlertController and Apple's type scale. What none of them gives is marked estimated in the geometry table
    /// (`PictureGeometry` in LocPromptPictures, Documentation/Pictures.md).
    static let pictures: [Source] = [
        Source(id: "S250", title: "Flutter CupertinoAlertDialog (packages/flutter/lib/src/cupertino/dialog.dart)", publisher: "GitHub (flutter/flutter)",
               url: "https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/cupertino/dialog.dart", read: "2026-11-23",
               facts: ["An iOS alert is 270 pt wide (310 pt at accessibility text sizes) with a 14 pt corner radius.",
                       "The title is 17 pt semibold (line height 1.3), the message 13 pt regular (line height 1.35), both centred; buttons are about 17 pt (16.8) regular, at least 45 pt high.",
                       "Title and message sit 20 pt from the edges and the top; the dividers are one device pixel thick.",
                       "The panel colour, taken from Apple’s iOS 13 design template, is #F2F2F2 at 80 % over a blur in light and #1E1E1E at 75 % in dark."]),
        Source(id: "S251", title: "Flutter CupertinoColors (packages/flutter/lib/src/cupertino/colors.dart)", publisher: "GitHub (flutter/flutter)",
               url: "https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/cupertino/colors.dart", read: "2026-11-23",
               facts: ["systemBlue is #007AFF in light and #0A84FF in dark.",
                       "separator is rgba(60, 60, 67, 0.29) in light and rgba(84, 84, 88, 0.6) in dark; label is black in light and white in dark."]),
        Source(id: "S252", title: "Dash Wallet custom alert: DWAlertInternalConstants.h (“Default iOS UIAlertController's constants”)", publisher: "GitHub (dashpay/dashwallet-ios)",
               url: "https://github.com/dashpay/dashwallet-ios/blob/master/DashWallet/CustomAlert/Private/DWAlertInternalConstants.h", read: "2026-11-23",
               facts: ["UIAlertController’s alert is 270 pt wide with a 13 pt corner radius; each action button is 44 pt high.",
                       "Separators are one device pixel (1 / screen scale) thick."]),
        Source(id: "S253", title: "SDCAlertView: SDCAlertControllerDefaultVisualStyle.m (an iOS 8 UIAlertController re-creation)", publisher: "GitHub (sberrevoets/SDCAlertView)",
               url: "https://github.com/sberrevoets/SDCAlertView", read: "2026-11-23",
               facts: ["The alert is 270 pt wide, buttons 44 pt high.",
                       "Content padding is 19 pt top, 15 pt left and right, 18.5 pt bottom; title and message are 4 pt apart."]),
        Source(id: "S254", title: "UIFont text styles at the default Dynamic Type size (preferredFont dump)", publisher: "GitHub Gist (zacwest)",
               url: "https://gist.github.com/zacwest/916d31da5d03405809c4", read: "2026-11-23",
               facts: ["At the default size .headline is SF semibold 17 pt, .body regular 17 pt, .footnote regular 13 pt, .subheadline 15 pt."]),
        Source(id: "S255", title: "Get Ready for Dark Mode", publisher: "Apple Developer News",
               url: "https://developer.apple.com/news/?id=0829019a", read: "2026-11-23",
               facts: ["Dark Mode comes to iPhone and iPad with iOS 13 (and iPadOS): a dark appearance for all user interface elements."]),
        Source(id: "S256", title: "WWDC20 10162 Design for location privacy (session notes)", publisher: "WWDC Notes",
               url: "https://wwdcnotes.com/documentation/wwdc20-10162-design-for-location-privacy/", read: "2026-11-23",
               facts: ["A precise location is drawn as the pulsing blue dot; an approximate location as a shaded circular area."]),
    ]
}
