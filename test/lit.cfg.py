# -*- Python -*-
import os
import shutil
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
# The pass plugin and the stock mlir-opt that loads it (Debian's mlir-opt-22 is
# a link to LLVM 22's bin/mlir-opt): mlir-opt --load-pass-plugin=%dimtune_plugin.
config.substitutions.append(("%dimtune_plugin", config.dimtune_plugin))
config.substitutions.append(("%dimtune_tools_dir", config.dimtune_tools_dir))
mlir_opt = os.path.join(config.llvm_tools_dir, "mlir-opt")
# The bare path, for scripts that run it themselves (before %mlir_opt, which is
# its prefix).
config.substitutions.append(("%mlir_opt_path", mlir_opt))
if config.sanitizer_preload:
    # A sanitized build's plugin needs the sanitizer runtime loaded first into
    # the (unsanitized) stock mlir-opt, whose own leaks at exit are not ours.
    mlir_opt = "env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 %s" % (config.sanitizer_preload, mlir_opt)
config.substitutions.append(("%mlir_opt", mlir_opt))
# test/Install: install this build tree and build a project against it with the
# same CMake, generator, compiler and build type.
config.substitutions.append(("%dimtune_obj_root", config.dimtune_obj_root))
config.substitutions.append(("%cmake_generator", config.cmake_generator))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%cxx", config.cxx_compiler))
config.substitutions.append(("%build_type", config.build_type))

# The fuzz targets' replay drivers (test/Fuzz) and their inputs.
config.substitutions.append(("%fuzz_dir", os.path.join(config.dimtune_src_root, "fuzz")))
if config.fuzz_replay.upper() in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("fuzz-replay")
# test/Plugin's script runs mlir-opt itself.
if config.sanitizer_preload:
    config.environment["DIMTUNE_MLIR_OPT_PRELOAD"] = config.sanitizer_preload

# nvcc builds the emitted benchmark programs (CUDA is on every machine here;
# the feature keeps the suite usable where it is not).
nvcc = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if os.path.exists("/usr/local/cuda/bin/nvcc") else None)
if nvcc:
    config.available_features.add("nvcc")
    config.environment["PATH"] = os.pathsep.join([os.path.dirname(nvcc), config.environment["PATH"]])

# --- dimtune.trace (python/dimtune, tests in test/Trace) ----------------------
# %python finds the package through PYTHONPATH; `torch` is a feature where this
# interpreter imports torch, `torch-sdpa` where torch has scaled_dot_product_attention.
import subprocess
config.environment["PYTHONPATH"] = os.pathsep.join(
    p for p in [os.path.join(config.dimtune_src_root, "python"), config.environment.get("PYTHONPATH")] if p)
_torch_probe = subprocess.run(
    [sys.executable, "-c", "import torch, torch.nn.functional as F; "
     "print('torch', 'torch-sdpa' if hasattr(F, 'scaled_dot_product_attention') else '')"],
    capture_output=True, text=True)
if _torch_probe.returncode == 0:
    config.available_features.update(_torch_probe.stdout.split())
# --- end dimtune.trace ---------------------------------------------------------
