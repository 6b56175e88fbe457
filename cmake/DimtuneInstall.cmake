# Install rules and the CMake package: `cmake --install build --prefix P` puts
# the headers (with the generated Passes.h.inc), the dimtune libraries, the
# tools and the pass plugin under P, with P/lib/cmake/Dimtune/ holding
# DimtuneConfig.cmake, its version file and the exported targets (namespace
# Dimtune::). An out-of-tree project then says
#
#   find_package(Dimtune CONFIG REQUIRED)   # -DDimtune_DIR=P/lib/cmake/Dimtune or CMAKE_PREFIX_PATH=P
#   target_link_libraries(app PRIVATE Dimtune::DimtuneTransforms)
#
# and gets the passes (dimtune::registerDimtunePasses()), the libraries under
# them, and MLIR/LLVM (the same installation dimtune was built with).
#
# Included from the top-level CMakeLists.txt after lib/ and tools/. The targets
# are found, not listed: every library defined under lib/ (DimtuneTransforms is
# an interface library over the two pass libraries), and
# every executable defined under tools/, so a library or tool added later is
# installed and exported without a change here.

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(DIMTUNE_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/Dimtune CACHE STRING
  "Where DimtuneConfig.cmake is installed, relative to the prefix")

# Targets of a kind defined in a directory and the directories below it.
function(dimtune_collect_targets dir types out)
  set(found)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(type IN_LIST types)
      list(APPEND found ${target})
    endif()
  endforeach()
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(subdir IN LISTS subdirs)
    dimtune_collect_targets(${subdir} "${types}" sub)
    list(APPEND found ${sub})
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

dimtune_collect_targets(${PROJECT_SOURCE_DIR}/lib "STATIC_LIBRARY;SHARED_LIBRARY;INTERFACE_LIBRARY"
                        DIMTUNE_EXPORTED_LIBRARIES)
dimtune_collect_targets(${PROJECT_SOURCE_DIR}/tools "EXECUTABLE" DIMTUNE_INSTALLED_TOOLS)
foreach(required DimtuneTransforms DimtunePadding DimtuneTarget DimtuneAnalysis)
  if(NOT required IN_LIST DIMTUNE_EXPORTED_LIBRARIES)
    message(FATAL_ERROR "DimtuneInstall: no library target ${required} under lib/")
  endif()
endforeach()

# In the build the libraries carry their include directories themselves
# (dimtune_add_library); exported, they need <prefix>/include instead.
# (MLIR's and LLVM's own include directories are added by DimtuneConfig.cmake
# from the MLIR installation the consumer finds.)
foreach(lib IN LISTS DIMTUNE_EXPORTED_LIBRARIES)
  target_include_directories(${lib} INTERFACE $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_compile_features(${lib} INTERFACE cxx_std_17)
  # A sanitized build's libraries need the sanitizer runtime in whatever links
  # them (the build tree gets it from add_link_options already).
  foreach(flag IN LISTS DIMTUNE_SANITIZER_FLAGS)
    target_link_options(${lib} INTERFACE $<INSTALL_INTERFACE:${flag}>)
  endforeach()
endforeach()

# Installed binaries find Debian's libMLIR.so / libLLVM.so where they were
# linked from (/usr/lib/llvm-22/lib is not on the loader's default path).
foreach(target IN LISTS DIMTUNE_INSTALLED_TOOLS ITEMS DimtunePlugin)
  set_target_properties(${target} PROPERTIES INSTALL_RPATH_USE_LINK_PATH TRUE)
endforeach()

install(TARGETS ${DIMTUNE_EXPORTED_LIBRARIES} DimtunePlugin
  EXPORT DimtuneTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT Dimtune
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT Dimtune)
install(TARGETS ${DIMTUNE_INSTALLED_TOOLS}
  EXPORT DimtuneTargets
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT Dimtune)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/dimtune
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT Dimtune
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
# Generated headers (Passes.h.inc).
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/dimtune
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT Dimtune
  FILES_MATCHING PATTERN "*.inc"
  PATTERN "CMakeFiles" EXCLUDE)

install(EXPORT DimtuneTargets
  NAMESPACE Dimtune::
  DESTINATION ${DIMTUNE_INSTALL_CMAKEDIR} COMPONENT Dimtune)

# The generated package files wait under CMakeFiles/, where find_package's
# search (which also tries the parents of PATH's bin/ directories, such as
# build/) does not look: they describe the installed tree, not this one.
set(DIMTUNE_PACKAGE_DIR ${PROJECT_BINARY_DIR}/CMakeFiles/DimtunePackage)

# The MLIR the package was built against, found again by the consumer.
set(DIMTUNE_MLIR_DIR ${MLIR_DIR})
set(DIMTUNE_LLVM_VERSION ${LLVM_PACKAGE_VERSION})
configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/DimtuneConfig.cmake.in
  ${DIMTUNE_PACKAGE_DIR}/DimtuneConfig.cmake
  INSTALL_DESTINATION ${DIMTUNE_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR)
# 0.x: a minor release may change the interface.
write_basic_package_version_file(
  ${DIMTUNE_PACKAGE_DIR}/DimtuneConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${DIMTUNE_PACKAGE_DIR}/DimtuneConfig.cmake
  ${DIMTUNE_PACKAGE_DIR}/DimtuneConfigVersion.cmake
  DESTINATION ${DIMTUNE_INSTALL_CMAKEDIR} COMPONENT Dimtune)
