# --fix over the whole corpus (C and C++ kernels): afterwards no loop is fixable, a second --fix
# changes nothing, --diff agrees, and the --export-fixes YAML, applied by
# clang-apply-replacements, gives the same files.
# (`--`: no compiler arguments; the scratch directory is under the build
# directory, whose compile_commands.json ompfix would otherwise use.)
# Run with -DOMPFIX=<tool> -DCORPUS=<corpus/> -DWORK=<scratch dir>
#          -DAPPLY=<clang-apply-replacements>.
# The kernels are those of the corpus's concern folders (corpus/<folder>/,
# not corpus/constructs/), copied side by side (their names are unique).
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/fixed ${WORK}/applied ${WORK}/patched ${WORK}/yaml)
file(GLOB all_kernels ${CORPUS}/*/*.c ${CORPUS}/*/*.cpp)
list(FILTER all_kernels EXCLUDE REGEX "/constructs/[^/]*$")
# Directives that come from macros are diagnosed but never rewritten.
# A kernel that needs a language standard newer than clang's default
# (`// ARGS: -std=c++23`) does not compile with the round trip's `--`.
set(kernels)
foreach(k ${all_kernels})
  file(STRINGS ${k} from_macro REGEX "#[ \t]*define.*_Pragma")
  file(STRINGS ${k} newer_standard REGEX "^// ARGS:.*-std=c\\+\\+2[3b]")
  if(NOT from_macro AND NOT newer_standard)
    list(APPEND kernels ${k})
  endif()
endforeach()
file(COPY ${kernels} DESTINATION ${WORK}/fixed)
file(COPY ${kernels} DESTINATION ${WORK}/applied)
file(COPY ${kernels} DESTINATION ${WORK}/patched)
file(GLOB fixed ${WORK}/fixed/*.c ${WORK}/fixed/*.cpp)
file(GLOB applied ${WORK}/applied/*.c ${WORK}/applied/*.cpp)

execute_process(COMMAND ${OMPFIX} --export-fixes=${WORK}/yaml/fixes.yaml ${applied} --
  RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
if(status GREATER 1)
  message(FATAL_ERROR "--export-fixes: exit ${status}")
endif()

execute_process(COMMAND ${OMPFIX} --fix ${fixed} --
  RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE err)
if(status GREATER 1)
  message(FATAL_ERROR "--fix: exit ${status}\n${err}")
endif()

execute_process(COMMAND ${OMPFIX} --format=json ${fixed} --
  RESULT_VARIABLE status OUTPUT_VARIABLE json ERROR_QUIET)
# A loop still fixable has no rewrite to offer (code ompfix says it does not
# rewrite, a silenced finding): every rewrite offered was made.
string(JSON file_count LENGTH "${json}" files)
math(EXPR last_file "${file_count} - 1")
foreach(f RANGE ${last_file})
  string(JSON loop_count LENGTH "${json}" files ${f} loops)
  if(loop_count EQUAL 0)
    continue()
  endif()
  math(EXPR last_loop "${loop_count} - 1")
  foreach(l RANGE ${last_loop})
    string(JSON verdict GET "${json}" files ${f} loops ${l} verdict)
    string(JSON fixed_pragma TYPE "${json}" files ${f} loops ${l} fixed_pragma)
    if(verdict STREQUAL "fixable" AND NOT fixed_pragma STREQUAL "NULL")
      string(JSON where GET "${json}" files ${f} file)
      string(JSON line GET "${json}" files ${f} loops ${l} line)
      message(FATAL_ERROR "${where}:${line}: still fixable after --fix, with a rewrite offered")
    endif()
  endforeach()
endforeach()
if(NOT json MATCHES "\"verdict\": \"verified\"")
  message(FATAL_ERROR "no verified loop after --fix:\n${json}")
endif()

# Fixing again changes nothing, and --diff prints nothing.
foreach(f ${fixed})
  file(READ ${f} before_${f})
endforeach()
execute_process(COMMAND ${OMPFIX} --fix ${fixed} -- RESULT_VARIABLE status
  OUTPUT_QUIET ERROR_QUIET)
execute_process(COMMAND ${OMPFIX} --diff ${fixed} -- OUTPUT_VARIABLE diff
  ERROR_QUIET)
if(NOT diff STREQUAL "")
  message(FATAL_ERROR "--diff after --fix is not empty:\n${diff}")
endif()
foreach(f ${fixed})
  file(READ ${f} after)
  if(NOT after STREQUAL before_${f})
    message(FATAL_ERROR "a second --fix changed ${f}")
  endif()
endforeach()

# Every file of \p dir is what --fix wrote (\p how made it).
function(expect_as_fixed dir how)
  foreach(f ${fixed})
    get_filename_component(name ${f} NAME)
    file(READ ${f} want)
    file(READ ${dir}/${name} got)
    if(NOT got STREQUAL want)
      message(FATAL_ERROR "${how} and --fix differ on ${name}")
    endif()
  endforeach()
endfunction()

# The --diff of the original files, applied by git apply, gives what --fix
# wrote too.
file(GLOB patched RELATIVE ${WORK}/patched ${WORK}/patched/*.c ${WORK}/patched/*.cpp)
execute_process(COMMAND ${OMPFIX} --diff ${patched} --
  WORKING_DIRECTORY ${WORK}/patched RESULT_VARIABLE status
  OUTPUT_FILE ${WORK}/rewrite.diff ERROR_QUIET)
if(status GREATER 1)
  message(FATAL_ERROR "--diff: exit ${status}")
endif()
execute_process(COMMAND git apply ${WORK}/rewrite.diff
  WORKING_DIRECTORY ${WORK}/patched RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "git apply of --diff failed: ${err}")
endif()
expect_as_fixed(${WORK}/patched "--diff")

# clang-apply-replacements gives what --fix wrote.
execute_process(COMMAND ${APPLY} ${WORK}/yaml RESULT_VARIABLE status
  ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "clang-apply-replacements failed: ${err}")
endif()
expect_as_fixed(${WORK}/applied "clang-apply-replacements")
set(changed 0)
foreach(k ${kernels})
  get_filename_component(name ${k} NAME)
  file(READ ${WORK}/fixed/${name} want)
  file(READ ${k} original)
  if(NOT original STREQUAL want)
    math(EXPR changed "${changed} + 1")
  endif()
endforeach()
if(changed EQUAL 0)
  message(FATAL_ERROR "--fix changed no kernel of the corpus")
endif()
message(STATUS "--fix rewrote ${changed} kernels")
