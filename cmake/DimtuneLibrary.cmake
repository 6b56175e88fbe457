# dimtune_add_library(NAME SOURCES file... [LINK target...])
#
# One library per folder under lib/, named for it (lib/CostModel is
# DimtuneCostModel). LINK names the libraries it may use, which docs/
# architecture.md keeps pointing one way. Its include directories are its own
# usage requirement, not the directory's: dimtune's source and generated
# include trees, and LLVM's and MLIR's headers as system headers (in the build;
# an installed package gets them from DimtuneConfig.cmake).
function(dimtune_add_library name)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "" "SOURCES;LINK")
  add_library(${name} ${ARG_SOURCES})
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>)
  foreach(dir IN LISTS LLVM_INCLUDE_DIRS MLIR_INCLUDE_DIRS)
    target_include_directories(${name} SYSTEM PUBLIC $<BUILD_INTERFACE:${dir}>)
  endforeach()
  target_link_libraries(${name} PUBLIC ${ARG_LINK})
endfunction()
