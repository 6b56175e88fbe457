//===- PassCommandLine.cpp - dimtune's passes on dimtune-opt's line -------===//

#include "PassCommandLine.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <unistd.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace mlir;

namespace dimtune {
namespace {

constexpr llvm::StringLiteral kPasses[] = {"dimtune-analyze", "dimtune-pad", "dimtune-emit-bench",
                                           "dimtune-advise"};

/// The top-level entries of a pass's option string ("a=1 b={x y} c='p q'"):
/// split at spaces outside braces and quotes.
std::vector<StringRef> splitOptions(StringRef options) {
  std::vector<StringRef> entries;
  int depth = 0;
  char quote = 0;
  size_t start = 0;
  for (size_t i = 0; i <= options.size(); ++i) {
    char c = i < options.size() ? options[i] : ' ';
    if (quote) {
      quote = c == quote ? 0 : quote;
      continue;
    }
    if (c == '\'' || c == '"')
      quote = c;
    else if (c == '{')
      ++depth;
    else if (c == '}')
      --depth;
    else if (c == ' ' && depth <= 0) {
      if (i > start)
        entries.push_back(options.slice(start, i));
      start = i + 1;
    }
  }
  return entries;
}

StringRef optionName(StringRef entry) { return entry.split('=').first.trim(); }

/// What `print` writes to stdout. MLIR prints a pass's options only to
/// llvm::outs(), and its textual pipeline leaves out list options at their
/// defaults, so the names are read from the help text.
std::string capturedStdout(llvm::function_ref<void()> print) {
  llvm::SmallString<128> path;
  int fd = -1;
  if (llvm::sys::fs::createTemporaryFile("dimtune-opt-options", "txt", fd, path))
    return "";
  llvm::outs().flush();
  int saved = ::dup(STDOUT_FILENO);
  ::dup2(fd, STDOUT_FILENO);
  print();
  llvm::outs().flush();
  ::dup2(saved, STDOUT_FILENO);
  ::close(saved);
  ::close(fd);
  auto text = llvm::MemoryBuffer::getFile(path);
  llvm::sys::fs::remove(path);
  return text ? (*text)->getBuffer().str() : "";
}

/// The names of a registered pass's options: the "--NAME" lines of its help
/// (the pass at indent 2, its options at 4, an enum's values as "=VALUE").
std::vector<std::string> optionNames(const PassInfo &info) {
  std::string help = capturedStdout([&] { info.printHelpStr(2, info.getOptionWidth() + 4); });
  std::vector<std::string> names;
  llvm::SmallVector<StringRef> lines;
  StringRef(help).split(lines, '\n');
  for (StringRef line : lines) {
    if (!line.consume_front("    --"))
      continue;
    StringRef name = line.take_until([](char c) { return c == '=' || c == ' '; });
    if (!name.empty())
      names.push_back(name.str());
  }
  return names;
}

/// Each dimtune pass named on the command line with the options it was given.
std::vector<std::pair<StringRef, StringRef>> passesWithOptions(int argc, char **argv) {
  std::vector<std::pair<StringRef, StringRef>> found;
  for (int i = 1; i < argc; ++i) {
    StringRef arg = StringRef(argv[i]).ltrim('-');
    for (StringRef pass : kPasses)
      if (arg.consume_front(pass) && arg.consume_front("="))
        found.emplace_back(pass, arg);
    arg = argv[i];
    if (!arg.ltrim('-').consume_front("pass-pipeline="))
      continue;
    // dimtune-PASS{...} anywhere in the pipeline, up to its matching brace.
    for (StringRef pass : kPasses) {
      std::string open = (pass + "{").str();
      for (size_t at = arg.find(open); at != StringRef::npos; at = arg.find(open, at + 1)) {
        size_t begin = at + open.size(), end = begin;
        for (int depth = 1; end < arg.size() && depth > 0; ++end)
          depth += arg[end] == '{' ? 1 : arg[end] == '}' ? -1 : 0;
        found.emplace_back(pass, arg.slice(begin, end - 1));
      }
    }
  }
  return found;
}

} // namespace

bool printHelpIfAsked(int argc, char **argv) {
  bool brief = false, perPass = false;
  for (int i = 1; i < argc; ++i) {
    StringRef arg = argv[i];
    brief |= arg == "--help" || arg == "-help" || arg == "-h";
    perPass |= arg == "--help-dimtune" || arg == "-help-dimtune";
  }
  if (!brief && !perPass)
    return false;
  llvm::raw_ostream &os = llvm::outs();
  if (perPass) {
    // Descriptions aligned past the widest option, as --list-passes does.
    size_t width = 0;
    for (StringRef pass : kPasses)
      if (const PassInfo *info = PassInfo::lookup(pass))
        width = std::max(width, info->getOptionWidth() + 4);
    for (StringRef pass : kPasses)
      if (const PassInfo *info = PassInfo::lookup(pass))
        info->printHelpStr(2, width);
    return true;
  }
  os << "OVERVIEW: dimtune-opt: mlir-opt with dimtune's passes (every upstream dialect and\n"
        "pass is registered too, so they sit in the pipeline a user already runs)\n\n"
        "USAGE: dimtune-opt [options] <input.mlir> [-o <output.mlir>]\n\n"
        "dimtune's passes, options in one string (--dimtune-analyze=\"target=h200 "
        "report=r.json\")\n"
        "or in --pass-pipeline='builtin.module(dimtune-pad{target=h200})':\n";
  for (StringRef pass : kPasses) {
    const PassInfo *info = PassInfo::lookup(pass);
    if (!info)
      continue;
    os << llvm::formatv("  --{0,-20} {1}\n", pass, info->getPassDescription());
    os << "      options: " << llvm::join(optionNames(*info), ", ") << "\n";
  }
  os << "\nMore:\n"
        "  --help-dimtune         each dimtune pass's options with what they mean\n"
        "  --list-passes          every registered pass with its options\n"
        "  --help-hidden          every option of MLIR and LLVM\n"
        "  --remarks-filter=dimtune  remarks as structured MLIR remarks (README: Remarks)\n";
  return true;
}

LogicalResult checkPassOptionNames(int argc, char **argv) {
  for (auto [pass, options] : passesWithOptions(argc, argv)) {
    const PassInfo *info = PassInfo::lookup(pass);
    if (!info)
      continue;
    std::vector<std::string> valid = optionNames(*info);
    if (valid.empty())
      continue; // the help could not be read: MLIR's parser still checks the names
    for (StringRef entry : splitOptions(options)) {
      StringRef name = optionName(entry);
      if (llvm::is_contained(valid, name))
        continue;
      auto &error = llvm::WithColor::error(llvm::errs(), "dimtune-opt")
                    << pass << " has no option '" << name << "'";
      auto closest = llvm::min_element(valid, [&](StringRef a, StringRef b) {
        return name.edit_distance(a) < name.edit_distance(b);
      });
      if (closest != valid.end() && name.edit_distance(*closest) <= 3)
        error << " (did you mean '" << *closest << "'?)";
      error << "; its options: " << llvm::join(valid, ", ") << "\n";
      return failure();
    }
  }
  return success();
}

} // namespace dimtune
