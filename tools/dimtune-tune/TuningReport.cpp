//===- TuningReport.cpp - Per-model report of a tuning run ----------------===//

#include "TuningReport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;

namespace dimtune {

//===----------------------------------------------------------------------===//
// Escaping: the renderers write strings from IR and databases (roles, labels,
// GPU names) into Markdown and SVG, as the JSON writer escapes them into JSON.
//===----------------------------------------------------------------------===//

/// `text` as well-formed UTF-8 that any of the report's formats can hold:
/// bytes that are not UTF-8 (llvm::json::fixUTF8), control characters (NUL,
/// newline, ...: XML 1.0 cannot hold most of them, a newline ends a Markdown
/// table row) and U+FFFE, U+FFFF (not XML characters) each as U+FFFD.
static std::string reportText(StringRef text) {
  std::string valid = json::fixUTF8(text);
  std::string out;
  out.reserve(valid.size());
  constexpr StringLiteral kReplacement = "\xEF\xBF\xBD";
  for (size_t i = 0; i < valid.size();) {
    unsigned char c = valid[i];
    if (c < 0x20 || c == 0x7F) {
      out += kReplacement;
      ++i;
      continue;
    }
    unsigned length = getNumBytesForUTF8(c);
    StringRef sequence = StringRef(valid).substr(i, length);
    if (sequence == "\xEF\xBF\xBE" || sequence == "\xEF\xBF\xBF")
      out += kReplacement;
    else
      out += sequence;
    i += sequence.size();
  }
  return out;
}

/// Text of an SVG element or attribute value.
static std::string escapeXml(StringRef text) {
  std::string out;
  raw_string_ostream os(out);
  printHTMLEscaped(reportText(text), os); // & < > " ' as XML's five entities
  return out;
}

/// Text of a Markdown paragraph or table cell: every ASCII punctuation mark
/// that can open an inline construct or end a cell ('|') backslash-escaped,
/// as CommonMark allows for any of them.
static std::string escapeMarkdown(StringRef text) {
  std::string out;
  for (char c : reportText(text)) {
    if (StringRef("\\`*_[]<>|~&!#").contains(c))
      out += '\\';
    out += c;
  }
  return out;
}

/// A Markdown code span of `text`: fenced by one more backtick than its
/// longest run of them, padded with spaces where it starts or ends with a
/// backtick or a space (CommonMark then strips one of each).
static std::string markdownCode(StringRef text) {
  std::string inner = reportText(text);
  size_t longest = 0, run = 0;
  for (char c : inner) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string fence(longest + 1, '`');
  bool pad = !inner.empty() && (StringRef(" `").contains(inner.front()) ||
                                StringRef(" `").contains(inner.back()));
  std::string space = pad ? " " : "";
  return fence + space + inner + space + fence;
}

/// A link destination: every byte but unreserved URL characters and '/'
/// percent-encoded.
static std::string markdownUrl(StringRef text) {
  std::string out;
  for (unsigned char c : text) {
    if (isAlnum(c) || StringRef("-._~/").contains(c))
      out += c;
    else
      out += formatv("%{0:X-2}", unsigned(c)).str();
  }
  return out;
}

/// The measured cost of running `problem` at (m, n, k), none padded once, or
/// the model's prediction where that shape was not timed.
static PolicyOutcome outcome(const GemmKey &p, const TuningEntry *entry,
                             const CostModel &model, int64_t m, int64_t n, int64_t k) {
  PolicyOutcome o{m, n, k};
  GemmKey padded = p.withShape(m, n, k);
  if (entry)
    for (const MeasuredVariant &v : entry->variants)
      if (v.valid && padded.sameShape(v.m, v.n, v.k)) {
        o.measured = true;
        o.overheadUs =
            v.padAUs + v.padBUs + (resultSliceIsView(p, padded) ? 0 : v.sliceUs);
        o.totalUs = v.gemmUs + o.overheadUs;
        return o;
      }
  o.overheadUs = paddingCostUs(p, padded, model.target(), {false, false, true});
  o.totalUs = model.estimate(padded).predictedUs + o.overheadUs;
  return o;
}

std::vector<ReportRow> buildReport(ArrayRef<BenchProblem> plan,
                                   ArrayRef<PolicyDecisions> decisions, const CostModel &model,
                                   const TuningDb &db) {
  std::vector<ReportRow> rows;
  for (auto [b, d] : llvm::zip_equal(plan, decisions)) {
    const GemmProblem &p = b.problem;
    ReportRow r;
    r.problem = b;
    r.entry = db.lookup(model.target().name, p);
    r.predictedUs = model.estimate(p).predictedUs;
    r.original = outcome(p, r.entry, model, p.m, p.n, p.k);
    auto at = [&](const std::optional<PadDecision> &decision) {
      return decision ? outcome(p, r.entry, model, decision->m, decision->n, decision->k)
                      : r.original;
    };
    r.align = at(d.align);
    r.model = at(d.model);
    r.measured = at(d.measured);
    // As --dimtune-pad policy=measured: a problem the database lacks falls
    // back to the model's choice.
    r.measuredLabel = !r.entry ? "model" : d.measured ? "padded" : "original";
    if (r.entry && d.measured)
      for (const MeasuredVariant &v : r.entry->variants)
        if (v.m == d.measured->m && v.n == d.measured->n && v.k == d.measured->k) {
          r.measuredLabel = v.label;
          r.choiceSpeedup = v.speedupMedian;
          r.choiceSpeedupLow = v.speedupLow;
          r.choiceSpeedupHigh = v.speedupHigh;
        }
    rows.push_back(std::move(r));
  }
  return rows;
}

ReportTotals totals(ArrayRef<ReportRow> rows) {
  ReportTotals t;
  for (const ReportRow &r : rows) {
    double count = r.problem.count;
    t.original += count * r.original.totalUs;
    t.align += count * r.align.totalUs;
    t.model += count * r.model.totalUs;
    t.measured += count * r.measured.totalUs;
    t.predicted += count * r.predictedUs;
  }
  return t;
}

static std::string shape(const PolicyOutcome &o, const GemmKey &p) {
  std::string text = formatGemmShape(p.withShape(o.m, o.n, o.k));
  return o.measured ? text : text + " (predicted)";
}

std::string renderMarkdown(StringRef title, const GpuTarget &target, ArrayRef<ReportRow> rows,
                           StringRef svgName) {
  std::string text;
  raw_string_ostream os(text);
  const TuningEntry *any = nullptr;
  for (const ReportRow &r : rows)
    if (r.entry)
      any = r.entry;
  os << "# " << escapeMarkdown(title) << " on " << escapeMarkdown(target.name) << "\n\n";
  if (any)
    os << formatv("Measured on {0}, cuBLASLt {1}, driver {2}, CUDA runtime {3}, by "
                  "`dimtune-tune`. Times in us per occurrence; totals weight each problem by "
                  "how often it occurs. Pads and slices are counted as copies (none padded "
                  "once); a slice that keeps whole rows is a view.\n\n",
                  markdownCode(any->context.gpu), any->context.cublaslt,
                  escapeMarkdown(any->context.driver), any->context.cudaRuntime);
  os << "![time per GEMM](" << markdownUrl(svgName) << ")\n\n";
  os << "GEMM speed-up of the choice: the original's GEMM time over the chosen shape's, "
        "paired in each of the runner's rounds (pads not counted): the median and, in "
        "brackets, the interval the measured policy judges by (at its low end the padded "
        "GEMM plus its pads must beat the original; a larger padding must beat a smaller "
        "one beyond both intervals).\n\n";
  os << "| problem | role | count | predicted | original | align | model | measured choice "
        "| overhead of the choice | GEMM speed-up of the choice |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n";
  for (const ReportRow &r : rows) {
    const GemmProblem &p = r.problem.problem;
    std::string speedup = r.choiceSpeedupLow > 0
                              ? formatv("{0:f2}x ({1:f2}-{2:f2})", r.choiceSpeedup,
                                        r.choiceSpeedupLow, r.choiceSpeedupHigh)
                                    .str()
                              : std::string("-");
    os << formatv("| {0} {1} | {2} {3} | {4} | {5:f1} | {6:f1} | {7:f1} ({8}) | {9:f1} ({10}) | "
                  "{11:f1} ({12} {13}) | {14:f1} | {15} |\n",
                  p.dtype(), formatGemmShape(p), escapeMarkdown(p.site.role),
                  escapeMarkdown(p.site.pass), r.problem.count, r.predictedUs,
                  r.original.totalUs, r.align.totalUs, shape(r.align, p), r.model.totalUs,
                  shape(r.model, p), r.measured.totalUs, escapeMarkdown(r.measuredLabel),
                  shape(r.measured, p), r.measured.overheadUs, speedup);
  }
  ReportTotals t = totals(rows);
  os << formatv("\n| total | original | align | model | measured |\n|---|---|---|---|---|\n"
                "| us | {0:f1} | {1:f1} | {2:f1} | {3:f1} |\n"
                "| speed-up | 1.00 | {4:f3} | {5:f3} | {6:f3} |\n",
                t.original, t.align, t.model, t.measured, t.original / t.align,
                t.original / t.model, t.original / t.measured);
  os << formatv("\nThe cost model predicted {0:f1} us for the original GEMMs "
                "(measured {1:f1} us).\n",
                t.predicted, t.original);
  return text;
}

std::string renderSvg(StringRef title, ArrayRef<ReportRow> rows) {
  // Horizontal bars per problem (count-weighted): original and measured choice,
  // with the model's prediction of the original as a tick.
  const int left = 330, width = 520, rowHeight = 34, top = 50;
  double most = 1;
  for (const ReportRow &r : rows)
    most = std::max({most, r.problem.count * r.original.totalUs,
                     r.problem.count * r.predictedUs, r.problem.count * r.measured.totalUs});
  int height = top + rowHeight * static_cast<int>(rows.size()) + 40;
  std::string text;
  raw_string_ostream os(text);
  os << formatv("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
                "font-family=\"sans-serif\" font-size=\"11\">\n",
                left + width + 90, height);
  os << formatv("<text x=\"10\" y=\"20\" font-size=\"14\">{0}: time per GEMM problem x count "
                "(us)</text>\n",
                escapeXml(title));
  os << "<rect x=\"10\" y=\"30\" width=\"10\" height=\"8\" fill=\"#c0504d\"/><text x=\"24\" "
        "y=\"38\">original (measured)</text><rect x=\"150\" y=\"30\" width=\"10\" height=\"8\" "
        "fill=\"#4f81bd\"/><text x=\"164\" y=\"38\">measured choice, pads included</text>"
        "<line x1=\"380\" y1=\"29\" x2=\"380\" y2=\"39\" stroke=\"black\" stroke-width=\"2\"/>"
        "<text x=\"386\" y=\"38\">predicted original</text>\n";
  auto scale = [&](double us) { return us / most * width; };
  for (auto [i, r] : llvm::enumerate(rows)) {
    const GemmProblem &p = r.problem.problem;
    int y = top + static_cast<int>(i) * rowHeight;
    double count = r.problem.count;
    os << formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"end\">{2} {3} {4}</text>\n", left - 6,
                  y + 16, escapeXml(p.site.role + " " + p.site.pass), p.dtype(),
                  formatGemmShape(p));
    os << formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2:f1}\" height=\"12\" fill=\"#c0504d\"/>\n",
                  left, y + 2, scale(count * r.original.totalUs));
    os << formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2:f1}\" height=\"12\" fill=\"#4f81bd\"/>\n",
                  left, y + 16, scale(count * r.measured.totalUs));
    double tick = left + scale(count * r.predictedUs);
    os << formatv("<line x1=\"{0:f1}\" y1=\"{1}\" x2=\"{0:f1}\" y2=\"{2}\" stroke=\"black\" "
                  "stroke-width=\"2\"/>\n",
                  tick, y, y + 15);
    os << formatv("<text x=\"{0:f1}\" y=\"{1}\">{2:f0}</text>\n",
                  left + scale(count * r.original.totalUs) + 4, y + 12, count * r.original.totalUs);
    os << formatv("<text x=\"{0:f1}\" y=\"{1}\">{2:f0}</text>\n",
                  left + scale(count * r.measured.totalUs) + 4, y + 26, count * r.measured.totalUs);
  }
  os << "</svg>\n";
  return text;
}

} // namespace dimtune
