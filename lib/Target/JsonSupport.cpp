//===- JsonSupport.cpp - Reading dimtune's JSON files -----------------------===//

#include "dimtune/Target/JsonSupport.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <vector>

using namespace llvm;

namespace dimtune {

/// Whether `value` or a value inside it is a double equal to 2^63 (see
/// parseJson). Iterative: a file may nest as deep as the parser allows.
static bool holdsTwoToThe63(const json::Value &value) {
  std::vector<const json::Value *> pending = {&value};
  while (!pending.empty()) {
    const json::Value *v = pending.back();
    pending.pop_back();
    if (const json::Object *object = v->getAsObject()) {
      for (const auto &entry : *object)
        pending.push_back(&entry.second);
    } else if (const json::Array *array = v->getAsArray()) {
      for (const json::Value &element : *array)
        pending.push_back(&element);
    } else if (std::optional<double> number = v->getAsNumber()) {
      // Integers (getAsUINT64 has them, or they are negative) convert safely.
      if (!v->getAsUINT64() && *number == 0x1p63)
        return true;
    }
  }
  return false;
}

Expected<json::Value> parseJson(StringRef text) {
  Expected<json::Value> parsed = json::parse(text);
  if (!parsed)
    return createStringError(inconvertibleErrorCode(),
                             "not valid JSON: " + toString(parsed.takeError()));
  if (holdsTwoToThe63(*parsed))
    return createStringError(inconvertibleErrorCode(),
                             "a number equal to 2^63 (9223372036854775808), beyond what any "
                             "field takes");
  return parsed;
}

Expected<json::Object> parseJsonObject(StringRef text, StringRef expected) {
  Expected<json::Value> parsed = parseJson(text);
  if (!parsed)
    return parsed.takeError();
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

bool allPositive(json::Path path, ArrayRef<NamedExtent> fields) {
  for (const auto &[name, value] : fields)
    if (value <= 0) {
      path.field(name).report("must be positive");
      return false;
    }
  return true;
}

Expected<json::Value> readJsonFile(StringRef path, StringRef what) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read %s '%s': %s", what.str().c_str(),
                             path.str().c_str(), buffer.getError().message().c_str());
  Expected<json::Value> parsed = parseJson((*buffer)->getBuffer());
  if (!parsed)
    return createStringError(inconvertibleErrorCode(), "%s '%s': %s", what.str().c_str(),
                             path.str().c_str(), toString(parsed.takeError()).c_str());
  return parsed;
}

} // namespace dimtune
