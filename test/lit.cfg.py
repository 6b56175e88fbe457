# -*- Python -*-
import os
import sys

import lit.formats

config.name = "dimtune"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.dimtune_obj_root, "test")

# dimtune's tools first, then FileCheck, not and mlir-opt from LLVM 22.
config.environment["PATH"] = os.pathsep.join(
    [config.dimtune_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.substitutions.append(("%examples", os.path.join(config.dimtune_src_root, "examples")))
config.substitutions.append(("%python", sys.executable))
# mlir-runner's support libraries sit beside the LLVM 22 tools' lib folder.
config.substitutions.append(("%mlir_lib_dir", os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
