import Foundation
import ViewTree

/// The SwiftUI declarations the shared shim sources may call, with when
/// SwiftUI introduced each: the availability table (`APIAvailability.all`)
/// plus the types and members the shims use that layout never checks
/// (property wrappers, geometry types, enum cases, builder methods).
///
/// An allow-list: a declaration of the model that is not listed here is not
/// known to exist in SwiftUI with that spelling, so `SharedSourceCheck`
/// refuses it in a shared file. Versions are the "availability" of each
/// declaration's page on developer.apple.com/documentation/swiftui/<source>;
/// a member without its own page has its type's versions (SwiftUI added no
/// member to these types later).
public enum SwiftUIDeclarations {
    private static func v13(_ name: String, _ source: String) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(13), macOS: OSVersion(10, 15), tvOS: OSVersion(13), watchOS: OSVersion(6), source: source)
    }
    private static func v15(_ name: String, _ source: String) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(15), macOS: OSVersion(12), tvOS: OSVersion(15), watchOS: OSVersion(8), source: source)
    }
    /// `type` and each of `members` as `Type.member`, all with the type's versions.
    private static func type(_ entry: APIAvailability, members: [String]) -> [APIAvailability] {
        [entry] + members.map {
            APIAvailability("\(entry.name).\($0)", iOS: entry.iOS, macOS: entry.macOS, tvOS: entry.tvOS, watchOS: entry.watchOS,
                            source: entry.source + "/" + $0.lowercased())
        }
    }

    /// The entries added to `APIAvailability.all` for the source check.
    public static let additions: [APIAvailability] =
        type(v13("View", "view"), members: ["body", "Body"])
        + type(v13("ViewModifier", "viewmodifier"), members: ["body(content:)", "Content", "Body"])
        + type(v13("ViewBuilder", "viewbuilder"),
               members: ["buildBlock", "buildExpression", "buildEither(first:)", "buildEither(second:)", "buildIf"])
        + type(v13("State", "state"), members: ["init(wrappedValue:)", "wrappedValue", "projectedValue"])
        + type(v13("Binding", "binding"), members: ["wrappedValue", "projectedValue"])
        + type(v13("Environment", "environment"), members: ["init(_:)", "wrappedValue"])
        + type(v13("EnvironmentValues", "environmentvalues"), members: ["subscript(_:)"])
        + type(v13("EnvironmentKey", "environmentkey"), members: ["defaultValue", "Value"])
        + type(v13("PreferenceKey", "preferencekey"), members: ["defaultValue", "reduce(value:nextValue:)", "Value"])
        + type(v13("GeometryProxy", "geometryproxy"), members: ["size"])
        + type(v13("GeometryReader", "geometryreader"), members: ["init(content:)"])
        + type(v13("Spacer", "spacer"), members: ["init(minLength:)"])
        + type(v13("Color", "color"), members: ["clear"])
        + type(v13("AnyView", "anyview"), members: ["init(_:)"])
        + type(v13("Alignment", "alignment"), members: ["init(horizontal:vertical:)", "center", "top", "bottom", "leading", "trailing",
                                                         "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"])
        + type(v13("HorizontalAlignment", "horizontalalignment"), members: ["leading", "center", "trailing"])
        + type(v13("VerticalAlignment", "verticalalignment"), members: ["top", "center", "bottom"])
        + type(v13("Axis", "axis"), members: ["horizontal", "vertical"])
        + type(v13("Axis.Set", "axis/set"), members: ["horizontal", "vertical"])
        + type(v13("Edge", "edge"), members: ["top", "leading", "bottom", "trailing"])
        + type(v13("Edge.Set", "edge/set"), members: ["all", "top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        + type(v13("EdgeInsets", "edgeinsets"), members: ["init()", "init(top:leading:bottom:trailing:)", "top", "leading", "bottom", "trailing"])
        + type(APIAvailability("ContentMarginPlacement", iOS: OSVersion(17), macOS: OSVersion(14), tvOS: OSVersion(17), watchOS: OSVersion(10),
                               source: "contentmarginplacement"), members: ["automatic", "scrollContent", "scrollIndicators"])
        + Array(type(v15("VerticalEdge", "verticaledge"), members: ["top", "bottom"]).dropFirst())
        + Array(type(v15("HorizontalEdge", "horizontaledge"), members: ["leading", "trailing"]).dropFirst())
        + [
            v13("_ViewModifier_Content", "viewmodifier/content"),
            v13("ModifiedContent", "modifiedcontent"),
            v13("_ConditionalContent", "_conditionalcontent"),
            v13("TupleView", "tupleview"),
            v13("EmptyView", "emptyview"),
            v13("modifier(_:)", "view/modifier(_:)"),
            v13("padding(_:)", "view/padding(_:)-6pgqq"),
            v13("frame(width:height:alignment:)", "view/frame(width:height:alignment:)"),
            v13("environment(_:_:)", "view/environment(_:_:)"),
            v13("preference(key:value:)", "view/preference(key:value:)"),
            v13("onPreferenceChange(_:perform:)", "view/onpreferencechange(_:perform:)"),
            APIAvailability("safeAreaPadding(_:)", iOS: OSVersion(17), macOS: OSVersion(14), tvOS: OSVersion(17), watchOS: OSVersion(10),
                            source: "view/safeareapadding(_:)-7bim6, view/safeareapadding(_:)-4hbmy"),
        ]

    /// Every declaration the check knows: the availability table and the additions.
    public static let all: [APIAvailability] = APIAvailability.all + additions
}
