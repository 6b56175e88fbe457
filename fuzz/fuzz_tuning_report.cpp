//===- fuzz_tuning_report.cpp - dimtune-tune's report writers ------------===//
//
// Any bytes as the strings and numbers of a tuning report's rows (the roles
// and passes IR gives, the variant labels, GPU name and driver a database
// gives, the title and the picture's name), rendered as Markdown and SVG
// (renderMarkdown, renderSvg). The input is fields separated by 0x1E: title,
// target, gpu, driver, picture name, then per row role, pass, label and its
// numbers (whitespace-separated: count, m, n, k, predicted, original, align,
// model and measured us, the choice's speed-up and interval).
// Properties: the SVG is well-formed XML (valid UTF-8, characters XML allows,
// balanced elements, quoted attributes, known entities); the Markdown is valid
// UTF-8, its title one line, and its problem table one line per row, each with
// its 11 cell separators.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "TuningReport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"

#include <algorithm>
#include <cmath>
#include <vector>

using namespace dimtune;

namespace {

//===----------------------------------------------------------------------===//
// A well-formedness check of the XML the SVG writer writes: no DTD, comments,
// CDATA or processing instructions (it writes none), so their opening is an
// error here.
//===----------------------------------------------------------------------===//

/// The code point at `text[i]` (valid UTF-8 checked before), advancing `i`.
uint32_t codePoint(llvm::StringRef text, size_t &i) {
  const auto *start = reinterpret_cast<const llvm::UTF8 *>(text.data() + i);
  llvm::UTF32 c = 0, *out = &c;
  const llvm::UTF8 *next = start;
  llvm::ConvertUTF8toUTF32(&next, start + llvm::getNumBytesForUTF8(*start), &out, &c + 1,
                           llvm::strictConversion);
  i += next - start;
  return c;
}

bool isXmlChar(uint32_t c) {
  return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) ||
         (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

bool isNameChar(char c) { return llvm::isAlnum(c) || c == '-' || c == '_' || c == ':' || c == '.'; }

struct XmlChecker {
  llvm::StringRef text;
  size_t i = 0;
  std::vector<std::string> open;
  int roots = 0;

  [[noreturn]] void fail(const llvm::Twine &why) {
    fuzz::fail("the SVG is not well-formed XML at byte " + llvm::Twine(i) + ": " + why + "\n" +
               text);
  }
  /// Character data up to `end` (a '<', or the attribute's quote): every
  /// character one XML allows, '&' only as a known entity.
  void characters(llvm::StringRef stop) {
    while (i < text.size() && !stop.contains(text[i])) {
      if (text[i] == '&') {
        size_t semi = text.find(';', i);
        if (semi == llvm::StringRef::npos)
          fail("'&' without ';'");
        llvm::StringRef entity = text.slice(i + 1, semi);
        bool known = llvm::is_contained({"lt", "gt", "amp", "quot", "apos"}, entity);
        uint32_t value = 0;
        if (!known && entity.consume_front("#")) {
          bool hex = entity.consume_front("x");
          known = !entity.empty() && !entity.getAsInteger(hex ? 16 : 10, value) &&
                  isXmlChar(value);
        }
        if (!known)
          fail("an unknown entity");
        i = semi + 1;
        continue;
      }
      if (!isXmlChar(codePoint(text, i)))
        fail("a character XML does not allow");
    }
  }
  std::string name() {
    size_t start = i;
    while (i < text.size() && isNameChar(text[i]))
      ++i;
    if (i == start || llvm::isDigit(text[start]) || text[start] == '-' || text[start] == '.')
      fail("expected a name");
    return text.slice(start, i).str();
  }
  void spaces() {
    while (i < text.size() && llvm::StringRef(" \t\r\n").contains(text[i]))
      ++i;
  }
  void tag() {
    ++i; // '<'
    if (i < text.size() && text[i] == '/') {
      ++i;
      std::string closed = name();
      spaces();
      if (i >= text.size() || text[i] != '>')
        fail("expected '>'");
      ++i;
      if (open.empty() || open.back() != closed)
        fail("</" + closed + "> closes nothing open");
      open.pop_back();
      return;
    }
    std::string element = name();
    if (open.empty() && ++roots > 1)
      fail("a second root element");
    std::vector<std::string> attributes;
    for (;;) {
      size_t before = i;
      spaces();
      if (i >= text.size())
        fail("the document ends inside a tag");
      if (text[i] == '>' || text.substr(i).starts_with("/>"))
        break;
      if (i == before)
        fail("expected a space before an attribute");
      std::string attribute = name();
      if (llvm::is_contained(attributes, attribute))
        fail("a repeated attribute");
      attributes.push_back(attribute);
      if (i >= text.size() || text[i] != '=')
        fail("expected '='");
      ++i;
      if (i >= text.size() || (text[i] != '"' && text[i] != '\''))
        fail("expected a quoted value");
      char quote = text[i++];
      characters(quote == '"' ? "\"<" : "'<");
      if (i >= text.size() || text[i] != quote)
        fail("'<' in an attribute value, or no closing quote");
      ++i;
    }
    if (text[i] == '/') {
      i += 2;
      return;
    }
    ++i;
    open.push_back(element);
  }
  void check() {
    if (!llvm::json::isUTF8(text))
      fail("not UTF-8");
    spaces();
    while (i < text.size()) {
      if (text[i] == '<') {
        if (text.substr(i).starts_with("<!") || text.substr(i).starts_with("<?"))
          fail("markup the writer does not write");
        tag();
        continue;
      }
      if (open.empty() && !llvm::StringRef(" \t\r\n").contains(text[i]))
        fail("text outside the root element");
      characters("<");
    }
    if (!open.empty() || roots != 1)
      fail("unclosed elements, or no root");
  }
};

/// '|' that separate cells: those not escaped by an odd run of backslashes.
size_t cellSeparators(llvm::StringRef line) {
  size_t count = 0, backslashes = 0;
  for (char c : line) {
    if (c == '|' && backslashes % 2 == 0)
      ++count;
    backslashes = c == '\\' ? backslashes + 1 : 0;
  }
  return count;
}

void checkMarkdown(llvm::StringRef md, size_t rows) {
  DIMTUNE_FUZZ_CHECK(llvm::json::isUTF8(md), "the Markdown is not UTF-8:\n" + md);
  llvm::SmallVector<llvm::StringRef> lines;
  md.split(lines, '\n');
  DIMTUNE_FUZZ_CHECK(lines.size() > 2 && lines[0].starts_with("# ") && lines[1].empty(),
                     "the title is not one line:\n" + md);
  size_t header = 0;
  while (header < lines.size() && !lines[header].starts_with("| problem |"))
    ++header;
  DIMTUNE_FUZZ_CHECK(header + 2 <= lines.size(), "no problem table:\n" + md);
  size_t count = 0;
  for (size_t l = header + 2; l < lines.size() && !lines[l].empty(); ++l, ++count)
    DIMTUNE_FUZZ_CHECK(cellSeparators(lines[l]) == 11,
                       "a row without its 11 cell separators: " + lines[l]);
  DIMTUNE_FUZZ_CHECK(count == rows, "the table has " + llvm::Twine(count) + " lines for " +
                                        llvm::Twine(rows) + " rows:\n" + md);
}

/// The i-th whitespace-separated number of `numbers`, or `otherwise`.
double numberAt(llvm::ArrayRef<llvm::StringRef> numbers, size_t i, double otherwise) {
  double value = 0;
  if (i < numbers.size() && llvm::to_float(numbers[i], value))
    return value;
  return otherwise;
}

int64_t extentAt(llvm::ArrayRef<llvm::StringRef> numbers, size_t i) {
  double value = numberAt(numbers, i, 64);
  return std::isfinite(value) ? std::clamp<int64_t>(int64_t(std::clamp(value, 1.0, 1e6)), 1,
                                                    1 << 20)
                              : 64;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (1 << 14))
    return 0;
  llvm::SmallVector<llvm::StringRef> fields;
  fuzz::asText(data, size).split(fields, '\x1e');
  auto field = [&](size_t i) { return i < fields.size() ? fields[i] : llvm::StringRef(); };
  static const TargetRegistry registry;
  GpuTarget target = *registry.lookup("h200");
  target.name = field(1).str();
  TuningEntry entry;
  entry.context.gpu = field(2).str();
  entry.context.driver = field(3).str();
  std::string svgName = field(4).str();

  std::vector<ReportRow> rows;
  for (size_t f = 5; f < fields.size() && rows.size() < 64; f += 4) {
    llvm::SmallVector<llvm::StringRef> numbers;
    field(f + 3).split(numbers, ' ', -1, false);
    ReportRow r;
    OpSite site;
    site.role = field(f).str();
    site.pass = field(f + 1).str();
    r.problem.problem =
        GemmProblem(linearGemmKey(extentAt(numbers, 1), extentAt(numbers, 2), extentAt(numbers, 3)),
                    site);
    double count = numberAt(numbers, 0, 1);
    r.problem.count = std::isfinite(count) ? int(std::clamp(count, 0.0, 1e6)) : 1;
    r.entry = rows.size() % 2 ? &entry : nullptr;
    r.measuredLabel = field(f + 2).str();
    r.predictedUs = numberAt(numbers, 4, 1);
    PolicyOutcome *outcomes[] = {&r.original, &r.align, &r.model, &r.measured};
    for (auto [o, outcome] : llvm::enumerate(outcomes)) {
      outcome->m = r.problem.problem.m;
      outcome->n = r.problem.problem.n;
      outcome->k = r.problem.problem.k;
      outcome->totalUs = numberAt(numbers, 5 + o, 1);
      outcome->measured = o % 2;
    }
    r.choiceSpeedup = numberAt(numbers, 9, 0);
    r.choiceSpeedupLow = numberAt(numbers, 10, 0);
    r.choiceSpeedupHigh = numberAt(numbers, 11, 0);
    rows.push_back(std::move(r));
  }

  std::string md = renderMarkdown(field(0), target, rows, svgName);
  checkMarkdown(md, rows.size());
  std::string svg = renderSvg(field(0), rows);
  XmlChecker{svg}.check();
  return 0;
}
