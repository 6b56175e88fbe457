# Sanitizer and fuzzer builds. Included from the top-level CMakeLists.txt
# before any target is defined, so the flags reach every library, tool and
# test.
#
#   -DDIMTUNE_SANITIZE=ON        AddressSanitizer + UndefinedBehaviorSanitizer
#                                on everything (gcc or clang); ctest runs clean
#                                (scripts/sanitize.sh, build-sanitize/).
#   -DDIMTUNE_ENABLE_FUZZERS=ON  the libFuzzer targets under fuzz/ (clang only:
#                                -fsanitize=fuzzer); the whole project is then
#                                built with coverage instrumentation and both
#                                sanitizers (scripts/fuzz.sh, build-fuzz/).
#
# Both are off by default: the normal build needs neither clang nor a
# sanitizer runtime.

option(DIMTUNE_SANITIZE "Build everything with ASan and UBSan" OFF)
option(DIMTUNE_ENABLE_FUZZERS "Build the libFuzzer targets under fuzz/ (needs clang)" OFF)

if(DIMTUNE_ENABLE_FUZZERS AND NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(WARNING "DIMTUNE_ENABLE_FUZZERS needs clang (-fsanitize=fuzzer), not "
    "${CMAKE_CXX_COMPILER_ID}: the fuzzers are not built. Configure with "
    "-DCMAKE_CXX_COMPILER=clang++-22 -DCMAKE_C_COMPILER=clang-22 (scripts/fuzz.sh does).")
  set(DIMTUNE_ENABLE_FUZZERS OFF CACHE BOOL "" FORCE)
endif()

set(DIMTUNE_SANITIZER_FLAGS)
if(DIMTUNE_SANITIZE OR DIMTUNE_ENABLE_FUZZERS)
  # Every UB report is an error (not a message and carry on), with a stack.
  set(DIMTUNE_SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all)
  add_compile_options(${DIMTUNE_SANITIZER_FLAGS} -fno-omit-frame-pointer -g)
  add_link_options(${DIMTUNE_SANITIZER_FLAGS})
  message(STATUS "dimtune: building with ${DIMTUNE_SANITIZER_FLAGS}")
endif()
if(DIMTUNE_ENABLE_FUZZERS)
  # Coverage feedback from dimtune's own code (MLIR and LLVM come from
  # Debian's uninstrumented shared libraries).
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()

# A sanitized DimtunePlugin.so loaded into a stock (unsanitized) mlir-opt needs
# the ASan runtime loaded first: the lit suite preloads this into mlir-opt.
set(DIMTUNE_SANITIZER_PRELOAD "")
if(DIMTUNE_SANITIZER_FLAGS AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libasan.so
    OUTPUT_VARIABLE DIMTUNE_SANITIZER_PRELOAD OUTPUT_STRIP_TRAILING_WHITESPACE)
elseif(DIMTUNE_SANITIZER_FLAGS)
  # clang links its runtime statically into executables; a shared object uses
  # the shared runtime, which mlir-opt must preload.
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libclang_rt.asan-x86_64.so
    OUTPUT_VARIABLE DIMTUNE_SANITIZER_PRELOAD OUTPUT_STRIP_TRAILING_WHITESPACE)
endif()
