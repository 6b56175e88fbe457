//===- JsonSupport.cpp - Reading dimtune's JSON files -----------------------===//

#include "dimtune/Target/JsonSupport.h"

#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dimtune {

Expected<json::Object> parseJsonObject(StringRef text, StringRef expected) {
  Expected<json::Value> parsed = json::parse(text);
  if (!parsed)
    return createStringError(inconvertibleErrorCode(),
                             "not valid JSON: " + toString(parsed.takeError()));
  if (json::Object *object = parsed->getAsObject())
    return std::move(*object);
  return createStringError(inconvertibleErrorCode(), "expected " + expected);
}

json::Value jsonObjectFrom(function_ref<void(json::OStream &)> writeFields) {
  std::string text;
  raw_string_ostream os(text);
  {
    json::OStream j(os);
    j.object([&] { writeFields(j); });
  }
  return cantFail(json::parse(text));
}

bool allPositive(json::Path path, std::initializer_list<NamedExtent> fields) {
  for (const auto &[name, value] : fields)
    if (value <= 0) {
      path.field(name).report("must be positive");
      return false;
    }
  return true;
}

} // namespace dimtune
