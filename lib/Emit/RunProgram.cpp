//===- RunProgram.cpp - Running the emitted programs ----------------------===//

#include "dimtune/Emit/RunProgram.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dimtune {

Error runProgram(StringRef program, ArrayRef<StringRef> args, StringRef tool, const Twine &what) {
  ErrorOr<std::string> path = sys::findProgramByName(program);
  if (!path)
    return createStringError(path.getError(), "%s: '%s' not found on PATH", what.str().c_str(),
                             program.str().c_str());
  SmallVector<StringRef> argv = {*path};
  argv.append(args.begin(), args.end());
  errs() << tool << ": " << join(argv, " ") << "\n";
  std::string message;
  int rc = sys::ExecuteAndWait(*path, argv, std::nullopt, {}, 0, 0, &message);
  if (rc != 0)
    return createStringError(inconvertibleErrorCode(), "%s: '%s' failed (exit %d)%s%s",
                             what.str().c_str(), program.str().c_str(), rc,
                             message.empty() ? "" : ": ", message.c_str());
  return Error::success();
}

Error buildBenchProgram(StringRef dir, StringRef build, StringRef tool) {
  if (Error e = runProgram("cmake", {"-S", dir, "-B", build}, tool, "configuring the runner"))
    return e;
  return runProgram("cmake", {"--build", build}, tool, "building the runner (nvcc, cuBLASLt)");
}

} // namespace dimtune
